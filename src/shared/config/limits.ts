// Business constants of SPEC §9: one source for forms, requests and tests.
export const MIN_AGE = 18;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const NETWORK_RETRY_DELAY_MS = 1000;
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_MAX_LENGTH = 500;
export const AGE_RANGE = [18, 100] as const;
export const INCOME_RANGE = [0, 1_000_000] as const;
export const INCOME_STEP = 1000;
export const DISTANCE_RANGE = [1, 100] as const;
export const DEFAULT_DISTANCE = 50;
export const HEIGHT_RANGE = [0, 300] as const;
