import { DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const demoAccountsHintMessages = i18n('auth/demo-accounts-hint', {
  akunDemo: 'Akun demo',
  semuaMemakaiPassword: 'Semua memakai password',
  pilihUntukMengisiForm: '. Pilih untuk mengisi form:',
});

interface DemoAccountsHintProps {
  accounts: readonly DemoAccount[];
  onPick: (email: string) => void;
}

/** A small list of the demo accounts; picking one fills the form. */
export function DemoAccountsHint({ accounts, onPick }: DemoAccountsHintProps) {
  const t = useMessages(demoAccountsHintMessages);
  return (
    <section
      aria-labelledby="demo-accounts-heading"
      className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 sm:p-5"
    >
      <h2 id="demo-accounts-heading" className="text-sm font-semibold text-stone-800">
        {t.akunDemo}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t.semuaMemakaiPassword}{' '}
        <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-800">{DEMO_PASSWORD}</code>
        {t.pilihUntukMengisiForm}
      </p>
      <ul className="mt-3 grid gap-1.5">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account.email)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-1.5 text-left hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="min-w-0 truncate text-sm font-medium text-stone-900">{account.email}</span>
              <span className="shrink-0 text-xs text-stone-600">{account.role}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
