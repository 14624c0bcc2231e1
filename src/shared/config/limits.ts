// Business constants of SPEC §9: one source for forms, requests and tests. This module imports
// nothing, so server tests can import it to tie these numbers to the SQL that enforces them.
export const MIN_AGE = 18;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;

export const AGE_RANGE = [18, 100] as const;
export const INCOME_RANGE = [0, 1_000_000] as const;
export const INCOME_STEP = 1000;
export const DISTANCE_RANGE = [1, 100] as const;
export const DEFAULT_DISTANCE = 50;
export const HEIGHT_RANGE = [0, 300] as const;

/** Profile texts the database caps (profiles_bio_length). */
export const BIO_MAX_LENGTH = 1000;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * No profile holds more photos, whoever writes (the largest plan's number). A member's own number is
 * her plan's (`plans.max_photos`); the database enforces both.
 */
export const PHOTO_CAP = 10;
export const MESSAGE_MAX_LENGTH = 500;
/** Interest and connection-request messages: optional, trimmed, at most this long. */
export const INTEREST_MESSAGE_MAX_LENGTH = 500;
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

/** The religion filter of Dating Preferences is free text; the database caps it (profiles_preferred_religion_length). */
export const PREFERRED_RELIGION_MAX_LENGTH = 50;
