/* SPEC §3 local keys of the diner screens, one per restaurant slug. */

export const cartKey = (slug: string) => `cart:${slug}`;
export const lastOrderKey = (slug: string) => `lastOrder:${slug}`;
export const lastTableKey = (slug: string) => `lastTable:${slug}`;
export const publicMenuKey = (slug: string) => `publicMenu:${slug}`;
export const publicTenantKey = (slug: string) => `publicTenant:${slug}`;
export const waStickyDismissedKey = (slug: string) => `waStickyDismissed:${slug}`;
export const waOptinSubmittedKey = (slug: string) => `waOptinSubmitted:${slug}`;
