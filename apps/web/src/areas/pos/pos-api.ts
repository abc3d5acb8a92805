import { okResponse } from '@meja/shared/contracts/common';
import {
  dailySummary,
  POS_PLAN_HEADER,
  POS_TENANT_HEADER,
  posLoginError,
  posLoginResponse,
  posMenuItemResponse,
  posSessionResponse,
  transactionsResponse,
  trendResponse,
  type DailySummary,
  type PosUser,
  type TransactionRow,
  type TrendRow,
} from '@meja/shared/contracts/pos';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { LoginRequest } from '@meja/shared/contracts/auth';
import { resolvePosPlan } from '@meja/shared/pos-plan';
import { ApiError, httpFailureCode } from '../../api/api-error';
import { apiGet, apiPost, apiPostForm, segment } from '../../api/http-client';
import { loginMessages } from './login/login-messages';
import { offlineMessages } from './offline/offline-messages';
import { readPosSession } from './pos-session';

/*
 * The POS calls that only make sense online (docs/pos.md): login, SSO, logout, reports and the image
 * upload (the current shift is read through the offline layer, which knows the shifts queued).
 * Every write that must survive offline goes through offline/pos-writes.
 */

/** SPEC §7: the page's tenant slug, and the session's plan (POS_ONLY without one). */
export function posHeaders(slug: string): Record<string, string> {
  return {
    [POS_TENANT_HEADER]: slug,
    [POS_PLAN_HEADER]: resolvePosPlan(readPosSession(slug)?.user.plan),
  };
}

/** A login refused because the account belongs to another restaurant: go to that one's login. */
export class OtherTenantError extends ApiError {
  readonly tenantSlug: string;

  constructor(message: string, tenantSlug: string) {
    super({ status: 403, code: 'OTHER_TENANT', message });
    this.name = 'OtherTenantError';
    this.tenantSlug = tenantSlug;
  }
}

/** POST /pos/auth/login. Read by hand: the refusal of another tenant's account carries its slug. */
export async function posLogin(slug: string, credentials: LoginRequest): Promise<PosUser> {
  let response: Response;
  try {
    response = await fetch('/api/v1/pos/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { ...posHeaders(slug), Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: offlineMessages.get().noConnection });
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const refusal = posLoginError.safeParse(payload);
    if (!refusal.success) {
      throw new ApiError({
        status: response.status,
        code: httpFailureCode(response.status),
        message: loginMessages.get().loginFailed,
      });
    }
    const { code, message, tenantSlug, retryAfterSeconds } = refusal.data;
    if (code === 'OTHER_TENANT' && tenantSlug) throw new OtherTenantError(message, tenantSlug);
    throw new ApiError({ status: response.status, code, message, retryAfterSeconds });
  }
  const parsed = posLoginResponse.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: loginMessages.get().invalidResponse,
    });
  }
  return parsed.data.user;
}

/** POST /pos/auth/sso: the admin session of the site becomes a POS session. */
export async function posSso(slug: string): Promise<PosUser> {
  const response = await apiPost('/pos/auth/sso', posSessionResponse, {}, { headers: posHeaders(slug) });
  return response.user;
}

export async function posLogout(slug: string): Promise<void> {
  await apiPost('/pos/auth/logout', okResponse, {}, { headers: posHeaders(slug) });
}

function dayQuery(date: string | undefined): string {
  return date ? `?date=${encodeURIComponent(date)}` : '';
}

/** The day's summary (the restaurant's today when `date` is absent). */
export function fetchDailySummary(
  slug: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<DailySummary> {
  return apiGet(`/pos/pos/reports/daily${dayQuery(date)}`, dailySummary, {
    headers: posHeaders(slug),
    signal,
  });
}

export async function fetchTrend(slug: string, signal?: AbortSignal): Promise<TrendRow[]> {
  const response = await apiGet('/pos/pos/reports/trend', trendResponse, {
    headers: posHeaders(slug),
    signal,
  });
  return response.rows;
}

/** The day's completed payments, newest first (today when `date` is absent). */
export async function fetchTransactions(
  slug: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionRow[]> {
  const response = await apiGet(
    `/pos/pos/reports/last-day-transactions${dayQuery(date)}`,
    transactionsResponse,
    { headers: posHeaders(slug), signal },
  );
  return response.rows;
}

/** POST /pos/core/menu/{id}/image (multipart field `image`) → the item with its new picture. */
export async function uploadPosMenuImage(slug: string, itemId: string, file: File): Promise<PublicMenuItem> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiPostForm(`/pos/core/menu/${segment(itemId)}/image`, posMenuItemResponse, form, {
    headers: posHeaders(slug),
  });
  return response.item;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const value: unknown = await response.json();
    return value;
  } catch {
    return null;
  }
}
