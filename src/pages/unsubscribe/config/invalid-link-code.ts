// No imports: a server test reads this file (server/functions/email-digest.contract.test.ts).

/** The email-unsubscribe function's code for a token it did not sign (supabase/functions/email-unsubscribe/answers.ts). */
export const INVALID_LINK_CODE = 'invalid_link';
