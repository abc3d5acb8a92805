import {
  leadList,
  leadResponse,
  type Lead,
  type LEAD_FILTERS,
  type LeadList,
} from '@meja/shared/contracts/marketing';
import { apiGet, apiPost, segment } from './http-client';

/* SPEC §7 tenant marketing: /api/v1/tenant/{slug}/customers… (issue 18, the WhatsApp leads). */

export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** What the list asks for: part of the number (digits; a local 08… reads as 628…), a filter, how many. */
export interface LeadsRequest {
  search: string;
  filter: LeadFilter;
  limit: number;
}

function customersPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/customers`;
}

/** Every marketing query of the tenant: one invalidation refreshes the counts and the list. */
export function marketingQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'marketing'];
}

export function leadsQueryKey(tenantSlug: string, query: LeadsRequest): unknown[] {
  return [...marketingQueryKey(tenantSlug), 'leads', query];
}

/** The leads that match (newest consent first), with the count of every match and of the reachable ones. */
export function fetchLeads(tenantSlug: string, query: LeadsRequest, signal?: AbortSignal): Promise<LeadList> {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  params.set('filter', query.filter);
  params.set('limit', String(query.limit));
  return apiGet(`${customersPath(tenantSlug)}?${params.toString()}`, leadList, { signal });
}

/** Opts the lead out for good: it is never messaged again. */
export async function optOutLead(tenantSlug: string, id: string): Promise<Lead> {
  const answer = await apiPost(`${customersPath(tenantSlug)}/${segment(id)}/opt-out`, leadResponse, {});
  return answer.lead;
}
