import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { buttonLook, type ButtonVariant } from './button-look';
import { buttonMessages } from './button-messages';

interface ButtonProps extends ComponentProps<'button'> {
  /** The look; without one the button keeps only `className` (a screen's own look). */
  variant?: ButtonVariant;
  /** The action runs: the button is disabled, aria-busy, and says `loadingLabel`. */
  loading?: boolean;
  /** What it says while loading; 'Menyimpan...' unless given. */
  loadingLabel?: ReactNode;
  /** Read by screen readers after the label (also while loading), e.g. the order it acts on. */
  context?: ReactNode;
}

/** A button of the staff screens: `type="button"` unless told, and a loading state that cannot be clicked twice. */
export function Button({
  variant,
  loading = false,
  loadingLabel,
  context,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const t = useMessages(buttonMessages);
  const look = variant ? buttonLook(variant, className) : className;
  return (
    <button
      {...rest}
      type={type}
      className={look}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (loadingLabel ?? t.saving) : children}
      {context ? <span className="sr-only"> {context}</span> : null}
    </button>
  );
}
