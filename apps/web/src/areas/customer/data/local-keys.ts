/* SPEC §3 local keys of the diner screens, one per restaurant slug. */

export const cartKey = (slug: string) => `cart:${slug}`;
export const lastOrderKey = (slug: string) => `lastOrder:${slug}`;
export const lastTableKey = (slug: string) => `lastTable:${slug}`;
export const publicMenuKey = (slug: string) => `publicMenu:${slug}`;
export const publicTenantKey = (slug: string) => `publicTenant:${slug}`;
export const waStickyDismissedKey = (slug: string) => `waStickyDismissed:${slug}`;
export const waOptinSubmittedKey = (slug: string) => `waOptinSubmitted:${slug}`;
/** The opt-in banner on one order's tracking page (issue 18): sent or closed there, for that order only. */
export const waOrderOptinSubmittedKey = (slug: string, orderId: string) => `waOptinSubmitted:${slug}:${orderId}`;
export const waOrderOptinDismissedKey = (slug: string, orderId: string) => `waStickyDismissed:${slug}:${orderId}`;
