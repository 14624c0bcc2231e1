// The SPA's own constants of SPEC §9 (steps, hints, timing). What the database enforces lives in
// `@rules/limits` (supabase/functions/_shared/rules), shared with the server and SQL's tests.
export const INCOME_STEP = 1000;
export const DEFAULT_DISTANCE = 50;

/** A hint only: saving a profile with fewer is not blocked. */
export const MIN_INTERESTS = 3;
export const PROFILE_COMPLETENESS_ITEMS = 8;
/** Completeness colours: red under the first, yellow under the second, green from it. */
export const PROFILE_COMPLETENESS_THRESHOLDS = [50, 80] as const;

export const SUBSCRIPTION_PERIOD_DAYS = 30;
export const FREE_TRIAL_DAYS = 7;

export const NETWORK_RETRY_DELAY_MS = 1000;
export const REALTIME_EVENTS_PER_SECOND = 10;
/** SPEC §7/§9: a heartbeat every 30 s; reconnect after 1, 2, 5, then every 10 s. */
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000] as const;
export const REALTIME_RECONNECT_LAST_DELAY_MS = 10_000;
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
