import { Link } from 'react-router';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const brandLinkMessages = i18n('common/brand-link', {
  meja: 'Meja',
});

export function BrandLink() {
  const t = useMessages(brandLinkMessages);
  return (
    <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg pr-1 text-stone-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M8 23V9h3.4L16 15.6 20.6 9H24v14h-3.3v-8.7L16 20.8l-4.7-6.5V23z" fill="white" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{t.meja}</span>
    </Link>
  );
}
