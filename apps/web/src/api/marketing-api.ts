import {
  broadcastCreated,
  broadcastList,
  broadcastResponse,
  leadList,
  leadResponse,
  testSendResponse,
  waQr,
  waStatus,
  type Broadcast,
  type BroadcastCreated,
  type BroadcastList,
  type BroadcastRequest,
  type Lead,
  type LEAD_FILTERS,
  type LeadList,
  type TestSendRequest,
  type WaQr,
  type WaStatus,
} from '@meja/shared/contracts/marketing';
import { apiGet, apiPost, segment } from './http-client';

/*
 * SPEC §7 tenant marketing (issue 18): /api/v1/tenant/{slug}/customers… (the WhatsApp leads),
 * /marketing/broadcasts… and /marketing/test-send, and /wa/… (the platform's WhatsApp number).
 */

export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** What the list asks for: part of the number (digits; a local 08… reads as 628…), a filter, how many. */
export interface LeadsRequest {
  search: string;
  filter: LeadFilter;
  limit: number;
}

function tenantPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}`;
}

function customersPath(tenantSlug: string): string {
  return `${tenantPath(tenantSlug)}/customers`;
}

function broadcastsPath(tenantSlug: string): string {
  return `${tenantPath(tenantSlug)}/marketing/broadcasts`;
}

/** Every marketing query of the tenant: one invalidation refreshes the counts and the list. */
export function marketingQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'marketing'];
}

export function leadsQueryKey(tenantSlug: string, query: LeadsRequest): unknown[] {
  return [...marketingQueryKey(tenantSlug), 'leads', query];
}

/** The broadcast history with the price and the reachable leads (refreshed every 5 s, SPEC §7). */
export function broadcastsQueryKey(tenantSlug: string): unknown[] {
  return [...marketingQueryKey(tenantSlug), 'broadcasts'];
}

/** The platform's WhatsApp number as the restaurant sees it (polled while connecting). */
export function waStatusQueryKey(tenantSlug: string): unknown[] {
  return [...marketingQueryKey(tenantSlug), 'wa-status'];
}

/** The device's pairing code, asked for only while one is on screen. */
export function waQrQueryKey(tenantSlug: string): unknown[] {
  return [...marketingQueryKey(tenantSlug), 'wa-qr'];
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

/** The last 50 broadcasts (newest first), the price per recipient and how many leads a new one reaches. */
export function fetchBroadcasts(tenantSlug: string, signal?: AbortSignal): Promise<BroadcastList> {
  return apiGet(broadcastsPath(tenantSlug), broadcastList, { signal });
}

/** Makes a broadcast to every reachable lead; `paymentUrl` is where to pay it first (SPEC §4). */
export function createBroadcast(tenantSlug: string, request: BroadcastRequest): Promise<BroadcastCreated> {
  return apiPost(broadcastsPath(tenantSlug), broadcastCreated, request);
}

/** Withdraws a broadcast still awaiting its payment. */
export async function cancelBroadcast(tenantSlug: string, id: string): Promise<Broadcast> {
  const answer = await apiPost(`${broadcastsPath(tenantSlug)}/${segment(id)}/cancel`, broadcastResponse, {});
  return answer.broadcast;
}

/** One test message from the platform's number. */
export function sendTestMessage(tenantSlug: string, request: TestSendRequest) {
  return apiPost(`${tenantPath(tenantSlug)}/marketing/test-send`, testSendResponse, request);
}

export function fetchWaStatus(tenantSlug: string, signal?: AbortSignal): Promise<WaStatus> {
  return apiGet(`${tenantPath(tenantSlug)}/wa/status`, waStatus, { signal });
}

export function fetchWaQr(tenantSlug: string, signal?: AbortSignal): Promise<WaQr> {
  return apiGet(`${tenantPath(tenantSlug)}/wa/qr`, waQr, { signal });
}

/** Connects the device (or, for Meja's providers, checks the number again): its status and any pairing code. */
export function startWa(tenantSlug: string): Promise<WaQr> {
  return apiPost(`${tenantPath(tenantSlug)}/wa/start`, waQr, {});
}
