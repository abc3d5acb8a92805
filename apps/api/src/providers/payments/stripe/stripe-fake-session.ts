import { randomBytes } from 'node:crypto';

/* The Stripe fake's Checkout Sessions: what a create form says, and the session Stripe would answer. */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  /** Older API versions' static list; `allowed_payment_method_types` is the newer filter (stripe 23). */
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
  success_url: string;
  cancel_url: string | null;
  url: string;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
}

export const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** Stripe's window for a session's expires_at, from its creation. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/** A form's list in bracket notation: `key[0]=a&key[1]=b`. */
function listOf(form: URLSearchParams, key: string): string[] {
  const values: string[] = [];
  for (let index = 0; form.has(`${key}[${index}]`); index++) values.push(form.get(`${key}[${index}]`) ?? '');
  return values;
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

type Refusal = { param: string; message: string };

/** expires_at as Stripe checks it: an integer from 30 minutes to 24 hours after creation. */
function expiresAtOf(form: URLSearchParams, created: number): number | Refusal {
  const given = form.get('expires_at');
  if (given === null) return created + MAX_EXPIRY_SECONDS;
  const expiresAt = Number(given);
  if (!/^\d+$/.test(given)) return { param: 'expires_at', message: `Invalid integer: ${given}` };
  if (expiresAt < created + MIN_EXPIRY_SECONDS)
    return {
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    };
  if (expiresAt > created + MAX_EXPIRY_SECONDS)
    return {
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    };
  return expiresAt;
}

/** The session Stripe would answer for a `POST /v1/checkout/sessions` form, or the refused param. */
export function sessionFromForm(form: URLSearchParams, baseUrl: string): FakeSession | Refusal {
  const mode = form.get('mode');
  if (mode !== 'payment') return { param: 'mode', message: 'Invalid mode: must be payment in this fake' };
  const successUrl = form.get('success_url');
  if (!successUrl) return { param: 'success_url', message: 'Missing required param: success_url.' };
  const item = (key: string) => form.get(`line_items[0][${key}]`);
  if (!item('quantity') && !item('price_data][currency')) {
    return { param: 'line_items', message: 'Missing required param: line_items.' };
  }
  const currency = item('price_data][currency');
  if (!currency)
    return { param: 'line_items[0][price_data][currency]', message: 'Missing required param: currency.' };
  const unitAmount = Number(item('price_data][unit_amount'));
  if (!Number.isInteger(unitAmount) || unitAmount < 0) {
    return { param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer: unit_amount.' };
  }
  if (!item('price_data][product_data][name')) {
    return {
      param: 'line_items[0][price_data][product_data][name]',
      message: 'Missing required param: name.',
    };
  }
  const created = unixNow();
  const expiresAt = expiresAtOf(form, created);
  if (typeof expiresAt !== 'number') return expiresAt;
  const quantity = Number(item('quantity') ?? '1');
  const allowed = listOf(form, 'allowed_payment_method_types');
  const listed = listOf(form, 'payment_method_types');
  const id = randomId('cs_test_');
  return {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unitAmount * quantity,
    currency: currency.toLowerCase(),
    client_reference_id: form.get('client_reference_id'),
    metadata: metadataOf(form),
    payment_method_types: listed.length > 0 ? listed : allowed.length > 0 ? allowed : ['card'],
    allowed_payment_method_types: allowed.length > 0 ? allowed : null,
    success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    cancel_url: form.get('cancel_url'),
    url: `${baseUrl}/c/pay/${id}`,
    expires_at: expiresAt,
    created,
    livemode: false,
    payment_intent: null,
  };
}
