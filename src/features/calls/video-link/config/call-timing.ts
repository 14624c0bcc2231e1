/** How often the callee says she is listening until the caller's offer comes. */
export const READY_RESEND_MS = 1500;
