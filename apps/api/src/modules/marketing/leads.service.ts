import type { Lead, LeadList, leadQuery } from '@meja/shared/contracts/marketing';
import { chatPhone } from '@meja/shared/phone';
import type { z } from 'zod';
import { inTenantTx, unsafePlatformReadTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { listLeads, optOutLead, unsafeTenantsWithLead, type LeadRow } from './leads.repo';

const LEAD_NOT_FOUND = 'Pelanggan tidak ditemukan.';

function presentLead(row: LeadRow): Lead {
  return {
    _id: row.id,
    phone: row.phone,
    source: row.source,
    consentedAt: row.consentedAt.toISOString(),
    consentText: row.consentText,
    optedOutAt: row.optedOutAt?.toISOString() ?? null,
    optOutSource: row.optOutSource === 'reply' || row.optOutSource === 'admin' ? row.optOutSource : null,
  };
}

/**
 * The restaurant's WhatsApp leads (GET /customers, issue 18): who opted in, from where, to what
 * text and when; an opt-out — the diner's STOP reply or the admin's — is kept forever, and an
 * opted-out lead is never messaged again (a later opt-in does not undo it).
 */
export function createLeadsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function list(scope: Scope, query: z.output<typeof leadQuery>): Promise<LeadList> {
    const found = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      listLeads(tx, scope.tenantId, {
        digits: chatPhone(query.search ?? ''),
        filter: query.filter,
        limit: query.limit,
      }),
    );
    return { items: found.items.map(presentLead), total: found.total, reachable: found.reachable };
  }

  async function optOut(scope: Scope, leadId: string): Promise<Lead> {
    const row = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      optOutLead(tx, scope.tenantId, { id: leadId }, 'admin', deps.now()),
    );
    if (!row) throw notFound(LEAD_NOT_FOUND);
    return presentLead(row);
  }

  /** A STOP reply from `phone` to the restaurant: that lead is opted out; false when none. */
  async function optOutByReply(tenantId: string, phone: string): Promise<boolean> {
    const row = await inTenantTx(deps.db, tenantId, (tx) =>
      optOutLead(tx, tenantId, { phone: chatPhone(phone) }, 'reply', deps.now()),
    );
    return row !== undefined;
  }

  /**
   * A STOP sent to the platform's WhatsApp number (a verified webhook): every restaurant messages
   * through that one number, so the phone is opted out at each restaurant that has it as a lead.
   * The number of restaurants it was opted out at.
   */
  async function optOutEverywhere(phone: string): Promise<number> {
    const digits = chatPhone(phone);
    const tenantIds = await unsafePlatformReadTx(deps.db, (tx) => unsafeTenantsWithLead(tx, digits));
    let done = 0;
    for (const tenantId of tenantIds) if (await optOutByReply(tenantId, digits)) done += 1;
    return done;
  }

  return { list, optOut, optOutByReply, optOutEverywhere };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
