/*
 * The site's Content-Security-Policy forbids eval, so zod's compiled (JIT) object parser can never
 * run here; yet zod probes for it with `new Function`, and the refused probe is reported as a CSP
 * violation (Lighthouse best practices, the browser's Issues panel). `jitless` skips the probe. It
 * must be set before any schema is built, and zod itself loads later, with the pages that need it:
 * zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod), so
 * this sets it there without loading zod into the first script. zod-jitless.test.ts checks that
 * zod reads it. main.tsx imports this first.
 */
const ZOD_CONFIG_KEY = '__zod_globalConfig';

const current: unknown = Reflect.get(globalThis, ZOD_CONFIG_KEY);
// Mutated in place when zod already made it (it holds on to that object).
if (typeof current === 'object' && current !== null) Reflect.set(current, 'jitless', true);
else Reflect.set(globalThis, ZOD_CONFIG_KEY, { jitless: true });
