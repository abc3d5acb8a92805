import { params } from '@nanostores/i18n';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const documentTitleMessages = i18n('common/document-title', {
  meja: params('{title} · Meja'),
});
interface DocumentTitleProps {
  title: string;
}

/** The tab title of the page (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: DocumentTitleProps) {
  const t = useMessages(documentTitleMessages);
  return <title>{t.meja({ title })}</title>;
}
