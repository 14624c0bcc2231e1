// The limits of SPEC §9 that the database enforces: one source for the SPA's forms (through the
// `@rules` alias), the server's seed and the database's tests, which tie each number to the SQL that
// enforces it (server/db/rls/spa-constants.test.ts). No imports, so every side takes the file as it is.
export const MIN_AGE = 18;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;

export const AGE_RANGE = [18, 100] as const;
export const INCOME_RANGE = [0, 1_000_000] as const;
export const DISTANCE_RANGE = [1, 100] as const;
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

/** The religion filter of Dating Preferences is free text; the database caps it (profiles_preferred_religion_length). */
export const PREFERRED_RELIGION_MAX_LENGTH = 50;
