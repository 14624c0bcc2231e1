import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from './session-slice';

// supabase-js says SIGNED_IN also when it restores a stored session (every load and every time the
// tab becomes visible again). These events are the person's own acts, for whoever reacts to them.

/** A session appeared for a user this browser was not signed in as: a real sign-in. */
export const userSignedIn = createAction<SessionUser>('session/userSignedIn');

/** The user this tab showed signed out, here or in another tab (not a stale session dropped at start). */
export const userSignedOut = createAction('session/userSignedOut');
