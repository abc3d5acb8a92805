import { useId, useState, type HTMLAttributes } from 'react';
import { isLongText } from './long-text';

interface ExpandableTextProps extends HTMLAttributes<HTMLQuoteElement> {
  text: string;
  /** What the text is, for screen readers ('Teks persetujuan', 'Pesan'). */
  label: string;
  showWhole: string;
  hideWhole: string;
}

/** A quoted text people wrote: two lines at first when it is long, with 'Tampilkan semua' / 'Ringkas'. */
export function ExpandableText({
  text,
  label,
  showWhole,
  hideWhole,
  className,
  ...rest
}: ExpandableTextProps) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = isLongText(text);
  return (
    <div className={className}>
      <blockquote
        {...rest}
        id={textId}
        aria-label={label}
        className={`border-l-2 border-stone-300 pl-2 text-sm break-words whitespace-pre-line text-stone-800 ${long && !open ? 'line-clamp-2' : ''}`}
      >
        {text}
      </blockquote>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((was) => !was)}
          className="mt-1 min-h-11 text-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 sm:min-h-0"
        >
          {open ? hideWhole : showWhole}
        </button>
      ) : null}
    </div>
  );
}
