import type { ReactNode } from 'react';

/* Simple line icons (drawn for Meja, not the brands' own artwork); decorative: the buttons carry the names. */

/** A line icon (24×24, stroked in the text colour); decorative: the control around it carries the name. */
export function LineIcon({ children, className = 'size-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A pencil: write or edit a note. */
export function PencilIcon() {
  return (
    <LineIcon>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13 7l4 4" />
    </LineIcon>
  );
}

export function ShareIcon() {
  return (
    <LineIcon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </LineIcon>
  );
}

export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M20.5 11.6a8.5 8.5 0 0 1-12.7 7.4L3.5 20.5l1.4-4.2a8.5 8.5 0 1 1 15.6-4.7z" />
      <path
        d="M9 8.6c.2 2.9 2.6 5.4 5.6 6l1.2-1.4-1.9-1.1-.9.7a4.6 4.6 0 0 1-2-2l.7-.9-1-2z"
        strokeWidth="1.5"
      />
    </LineIcon>
  );
}

export function FacebookIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 7.5h-1.8a2 2 0 0 0-2 2V21M9 12.5h6" />
    </LineIcon>
  );
}

export function XIcon() {
  return (
    <LineIcon>
      <path d="M4.5 4h4.2l10.8 16h-4.2zM19.3 4l-6 6.7M10.7 13.3 4.7 20" />
    </LineIcon>
  );
}

export function InstagramIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
    </LineIcon>
  );
}
