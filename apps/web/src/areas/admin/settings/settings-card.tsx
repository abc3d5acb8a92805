import { useMessages } from '../../../i18n/use-messages';
import type { FormEvent, ReactNode } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { settingsMessages } from './settings-messages';

interface SettingsCardProps {
  /** Prefix of the card's element ids (heading). */
  id: string;
  title: string;
  description: string;
  saving: boolean;
  saved: boolean;
  error: unknown;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * One card of the settings page: its own form, its own 'Simpan', its own result. Each card of the
 * page is a file of its own that draws its fields inside this frame.
 */
export function SettingsCard({
  id,
  title,
  description,
  saving,
  saved,
  error,
  onSubmit,
  children,
}: SettingsCardProps) {
  const settingsTexts = useMessages(settingsMessages);
  const titleId = `${id}-title`;
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSubmit();
  }
  return (
    <SettingsPanel id={id} title={title} description={description}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-5">
        {children}
        {saved ? <SuccessMessage>{settingsTexts.saved}</SuccessMessage> : null}
        {error ? <ErrorMessage>{messageOf(error, settingsTexts.saveFailed)}</ErrorMessage> : null}
        <Button type="submit" variant="primary" className="w-full sm:w-auto" loading={saving}>
          {settingsTexts.save}
        </Button>
      </form>
    </SettingsPanel>
  );
}

interface SettingsPanelProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of a settings card: its heading and description, then what it holds (a form, a QR code, a link). */
export function SettingsPanel({ id, title, description, children }: SettingsPanelProps) {
  const titleId = `${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-settings-card={id}
    >
      <h2 id={titleId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
