/**
 * The catch-up after a reconnect (docs/architecture.md, The member stream): from the newest message seen minus a margin
 * (clocks and commit order differ by a little), at most this many rows a request.
 */
export const CATCH_UP_MARGIN_MS = 10_000;
export const CATCH_UP_PAGE_SIZE = 200;
/** A member offline for long gets the rest from the lists' and threads' next loads. */
export const CATCH_UP_MAX_PAGES = 5;
