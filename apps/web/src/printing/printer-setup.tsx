import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '../components/button/button';
import { ErrorMessage, SuccessMessage } from '../components/messages';
import { PaperSelect } from '../components/receipt/paper-select';
import { rememberedPaper, rememberPaper, type PaperWidth } from '../components/receipt/receipt-paper';
import { SwitchField } from '../components/switch-field';
import { useMessages } from '../i18n/use-messages';
import { forgetPrinter, pickPrinter, printTestPage } from './printer';
import { availableKinds, type PrinterKind } from './printer-port';
import { printerSettingsStore, updatePrinterSettings } from './printer-settings';
import { printerSetupMessages } from './printer-setup-messages';

/**
 * This device's printer (issue 21): pick it once (Web Serial or WebUSB), a test page, the paper, and
 * whether a cash payment opens the drawer. `children` adds what a screen needs more (the kitchen's
 * tickets).
 */
export function PrinterSetup({ children }: { children?: React.ReactNode }) {
  const t = useMessages(printerSetupMessages);
  const settings = useStore(printerSettingsStore);
  const [paper, setPaper] = useState<PaperWidth>(rememberedPaper);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = availableKinds();

  async function run(work: () => Promise<void>, done: string | null, failed: string) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      if (done) setNotice({ tone: 'ok', text: done });
    } catch (error) {
      // The person closed the browser's chooser without picking: not a failure of the printer.
      const cancelled = error instanceof DOMException && error.name === 'NotFoundError';
      setNotice({ tone: 'error', text: cancelled ? t.cancelled : failed });
    } finally {
      setBusy(false);
    }
  }

  const connect = (kind: PrinterKind) => run(() => pickPrinter(kind), t.connected, t.failed);

  return (
    <section aria-labelledby="printer-setup-title" className="space-y-4" data-printer-setup>
      <div>
        <h2 id="printer-setup-title" className="text-lg font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.description}</p>
      </div>
      {kinds.length === 0 ? (
        <p className="text-sm text-stone-700">{t.unsupported}</p>
      ) : (
        <>
          <p
            className="text-sm font-medium text-stone-800"
            data-printer-state={settings.printer ? 'on' : 'off'}
          >
            {settings.printer ? t.connected : t.notConnected}
          </p>
          <div className="flex flex-wrap gap-2">
            {kinds.includes('serial') ? (
              <Button variant="secondary" disabled={busy} onClick={() => void connect('serial')}>
                {t.connectSerial}
              </Button>
            ) : null}
            {kinds.includes('usb') ? (
              <Button variant="secondary" disabled={busy} onClick={() => void connect('usb')}>
                {t.connectUsb}
              </Button>
            ) : null}
            {settings.printer ? (
              <>
                <Button
                  variant="primary"
                  disabled={busy}
                  onClick={() => void run(printTestPage, t.testSent, t.failed)}
                >
                  {t.test}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    forgetPrinter();
                    setNotice(null);
                  }}
                >
                  {t.forget}
                </Button>
              </>
            ) : null}
          </div>
        </>
      )}
      {notice ? (
        notice.tone === 'ok' ? (
          <SuccessMessage>{notice.text}</SuccessMessage>
        ) : (
          <ErrorMessage>{notice.text}</ErrorMessage>
        )
      ) : null}
      <PaperSelect
        value={paper}
        onChange={(next) => {
          setPaper(next);
          rememberPaper(next);
        }}
      />
      <SwitchField
        label={t.kickDrawer}
        hint={t.kickDrawerHint}
        checked={settings.kickDrawer}
        onChange={(event) => updatePrinterSettings({ kickDrawer: event.target.checked })}
      />
      {children}
    </section>
  );
}
