/**
 * How often, at most, the app tells the database its member is here while she uses it. The
 * database writes at most once a minute whatever the app sends (touch_last_active.sql), so this
 * must not be shorter, or touches would be dropped; a few minutes keep 'Last active' and the feed's
 * activity score close to the truth at one small request per member per interval.
 */
export const LAST_ACTIVE_TOUCH_INTERVAL_MS = 3 * 60_000;
