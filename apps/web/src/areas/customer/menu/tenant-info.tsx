import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { reservationPhone } from '@meja/shared/phone';
import { useMessages } from '../../../i18n/use-messages';
import { menuMessages } from './menu-messages';

interface TenantInfoProps {
  tenant: PublicTenant;
}

/** Name, address and the 'Reservasi Hub' WhatsApp link (SPEC §2, §5). */
export function TenantInfo({ tenant }: TenantInfoProps) {
  const t = useMessages(menuMessages);
  const phone = reservationPhone(tenant.reservationWhatsApp);
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-(--diner-text)">{tenant.name}</h1>
        {tenant.address ? <p className="text-sm text-(--diner-muted)">{tenant.address}</p> : null}
      </div>
      {phone ? (
        <a
          href={`https://wa.me/${phone}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-lg bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t.reservation}
        </a>
      ) : null}
    </header>
  );
}
