import { PACKAGE_LABELS } from '@meja/shared/plans';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../components/button/button-link';
import { textLinkLook } from '../../components/text-link';
import { isSafeHref } from '../../lib/safe-href';
import type { RegistrationResult } from './register-form';
import { DocumentTitle } from '../../components/document-title';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const registerSuccessMessages = i18n('auth/register-success', {
  pendaftaranBerhasil: 'Pendaftaran berhasil',
  pendaftaranBerhasil2: 'Pendaftaran berhasil!',
  kamiTelahMengirimEmail: 'Kami telah mengirim email verifikasi ke',
  bukaEmailTersebutDan: 'Buka email tersebut dan klik tautan verifikasi, lalu login.',
  modePengembanganAndaBisa:
    'Mode pengembangan: Anda bisa langsung memverifikasi email tanpa membuka kotak masuk.',
  verifikasiSekarangModePengembangan: 'Verifikasi sekarang (mode pengembangan)',
  login: 'Login',
  bayarPaket: 'Bayar paket ',
  lihatHargaPaket: 'Lihat harga paket',
});

interface RegisterSuccessProps {
  result: RegistrationResult;
}

/** SPEC §2 /register success: verification note, dev quick-verify, login, payment, pricing. */
export function RegisterSuccess({ result }: RegisterSuccessProps) {
  const t = useMessages(registerSuccessMessages);
  const { email, package: pkg, response } = result;
  const { verifyUrl, tenantSlug } = response;
  const paidPackage = pkg === 'POS_ONLY' || pkg === 'PRO';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The token lets this browser pay for the new restaurant before anyone has logged in (issue 12).
  const paymentHref = `/payment/${encodeURIComponent(tenantSlug)}?${new URLSearchParams({
    plan: pkg,
    cycle: 'monthly',
    token: response.checkoutToken,
  }).toString()}`;

  return (
    <div>
      <DocumentTitle title={t.pendaftaranBerhasil} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-green-800 focus:outline-none"
      >
        {t.pendaftaranBerhasil2}
      </h1>
      <p className="mt-3 text-stone-700">{t.kamiTelahMengirimEmail}</p>
      <p className="mt-1 font-semibold [overflow-wrap:anywhere] text-stone-900">{email}</p>
      <p className="mt-2 text-stone-700">{t.bukaEmailTersebutDan}</p>
      {verifyUrl && isSafeHref(verifyUrl) ? (
        <div className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">{t.modePengembanganAndaBisa}</p>
          <a href={verifyUrl} className={`${textLinkLook} mt-2 inline-flex min-h-11 items-center`}>
            {t.verifikasiSekarangModePengembangan}
          </a>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to="/login" variant="primary">
          {t.login}
        </ButtonLink>
        {tenantSlug && paidPackage ? (
          <ButtonLink to={paymentHref} variant="secondary">
            {t.bayarPaket}
            {PACKAGE_LABELS[pkg]}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/pricing" variant="secondary">
          {t.lihatHargaPaket}
        </ButtonLink>
      </div>
    </div>
  );
}
