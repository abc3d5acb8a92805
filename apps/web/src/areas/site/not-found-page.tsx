import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { useMessages } from '../../i18n/use-messages';
import { notFoundMessages } from './site-messages';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <StatusScreen
      title={t.title}
      actions={
        <ButtonLink to="/" variant="primary">
          {t.home}
        </ButtonLink>
      }
    >
      <p>{t.text}</p>
    </StatusScreen>
  );
}
