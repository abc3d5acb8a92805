/** SPEC §3: the customer side's IndexedDB database, version 1. */
export const OFFLINE_DB_NAME = 'restaurant SaaS db';
