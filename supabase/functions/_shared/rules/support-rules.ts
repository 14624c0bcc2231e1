/**
 * What a support request may hold (docs/plans.md, Priority support), written once for the `support`
 * function, the SPA's form (src/features/contact-support) and the tests that tie both to the
 * database, which enforces the same numbers again (public.create_support_request, the
 * support_requests constraints and the support-screenshots bucket). No imports: the SPA's build
 * takes the file as it is.
 */

/** The subject: one line, required. */
export const SUPPORT_SUBJECT_MAX = 120;

/** The message: several lines, required. */
export const SUPPORT_MESSAGE_MAX = 5000;

/** The private bucket screenshots go to, in the sender's folder: `{uid}/{random}.{ext}`. */
export const SUPPORT_SCREENSHOT_BUCKET = 'support-screenshots';

/** The bucket's size limit (as the profile photos'). */
export const SUPPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

/** The image types the bucket takes, with the extension a name ends in. */
export const SUPPORT_SCREENSHOT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type SupportScreenshotType = keyof typeof SUPPORT_SCREENSHOT_TYPES;

export const isSupportScreenshotType = (type: string): type is SupportScreenshotType => Object.hasOwn(SUPPORT_SCREENSHOT_TYPES, type);

/** Where the mail goes when SUPPORT_EMAIL is unset: the embedded server's local mailbox takes any address. */
export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

/** A request's states: the operator answers or closes it (`npm run support:list`). */
export const SUPPORT_REQUEST_STATES = ['open', 'answered', 'closed'] as const;

export type SupportRequestState = (typeof SUPPORT_REQUEST_STATES)[number];
