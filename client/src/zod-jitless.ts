/*
 * zod probes `new Function('')` once, on its first object schema, to decide whether it may compile its parsers.
 * The portal's Content-Security-Policy allows no eval, so Chrome reports the probe (caught by zod) as a CSP
 * violation (its Issues panel; Lighthouse's best practices). With `jitless` zod skips the probe and parses without
 * compiled code: the same validation. zod keeps its settings in this global (what `z.config` writes to); it is set
 * here, before any chunk that uses zod loads, without bringing zod into the sign-in page.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
