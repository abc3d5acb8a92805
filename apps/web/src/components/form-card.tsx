import { useId, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';

interface FormCardProps extends Omit<ComponentProps<'form'>, 'title' | 'onSubmit' | 'children'> {
  title: string;
  /** A line under the title: what the form does. */
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form in its own card, named by its heading (a `form` landmark with that name): the shape of
 * every "add …" and "post …" form of the back office and the console. Validation is the form's own
 * (react-hook-form), so the browser's is off.
 */
export function FormCard({ title, description, onSubmit, children, ...formProps }: FormCardProps) {
  const titleId = useId();
  return (
    <form
      {...formProps}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={onSubmit}
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-stone-700">{description}</p> : null}
      </div>
      {children}
    </form>
  );
}
