import { LineIcon } from '../../../components/line-icons';

/** A receipt printer with its paper out; decorative (the button around it carries the name). */
export function PrinterIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M7 9V3h10v6" />
      <rect x="3" y="9" width="18" height="8" rx="2" />
      <path d="M7 14h10v7H7z" />
    </LineIcon>
  );
}
