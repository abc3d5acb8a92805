import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

/* Test set-up through the API (each test makes its own uniquely named data). */

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** Logs the request context in (the session cookie is then sent with every call). */
export async function apiLogin(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/v1/public/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function json(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<Record<string, unknown>> {
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('expected a JSON object');
  return Object.fromEntries(Object.entries(body));
}

function idOf(body: Record<string, unknown>): string {
  const id = body._id;
  if (typeof id !== 'string') throw new Error(`no _id in ${JSON.stringify(body)}`);
  return id;
}

export async function createIngredient(
  request: APIRequestContext,
  tenantSlug: string,
  item: { name: string; unit: string; sku?: string; stock: number; minStock?: number },
): Promise<string> {
  const response = await request.post(`/api/v1/tenant/${tenantSlug}/inventory`, { data: item });
  expect(response.status(), await response.text()).toBe(201);
  return idOf(await json(response));
}

export async function recordPurchase(
  request: APIRequestContext,
  tenantSlug: string,
  purchase: { date: string; name: string; qty: number; price: number },
): Promise<void> {
  const response = await request.post(`/api/v1/tenant/${tenantSlug}/inventory/purchases`, { data: purchase });
  expect(response.status(), await response.text()).toBe(201);
}

export async function createMenuItem(
  request: APIRequestContext,
  tenantSlug: string,
  item: {
    name: string;
    price: number;
    category?: string;
    description?: string;
    bom?: { inventoryItemId: string; qty: number }[];
  },
): Promise<string> {
  const response = await request.post(`/api/v1/tenant/${tenantSlug}/menu`, { data: item });
  expect(response.status(), await response.text()).toBe(201);
  return idOf(await json(response));
}

/** Today in Jakarta as YYYY-MM-DD (the browser context runs in Asia/Jakarta too). */
export function jakartaToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
