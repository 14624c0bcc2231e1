import type { SignedInUserMemory } from '../lib/signed-in-user-memory';
import type { AuthEvent } from './session-slice';
import { createSignInTracker } from './sign-in-tracker';

function memory(initial: string | null = null): SignedInUserMemory & { value: string | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(userId) {
      this.value = userId;
    },
  };
}

const run = (track: ReturnType<typeof createSignInTracker>, events: [AuthEvent, string | null][]) =>
  events.map(([event, user]) => track(event, user));

describe('sign-in tracker', () => {
  it('counts a password sign-in once, not the SIGNED_IN that tab focus repeats', () => {
    const track = createSignInTracker(memory());
    expect(run(track, [['INITIAL_SESSION', null], ['SIGNED_IN', 'u1'], ['SIGNED_IN', 'u1'], ['TOKEN_REFRESHED', 'u1']])).toEqual([
      null,
      'signedIn',
      null,
      null,
    ]);
  });

  it('does not count a stored session restored on reload, in either order supabase-js reports it', () => {
    expect(run(createSignInTracker(memory('u1')), [['SIGNED_IN', 'u1'], ['INITIAL_SESSION', 'u1']])).toEqual([null, null]);
    expect(run(createSignInTracker(memory('u1')), [['INITIAL_SESSION', 'u1'], ['SIGNED_IN', 'u1']])).toEqual([null, null]);
  });

  it('counts the session a Google callback brings, even when INITIAL_SESSION names it first', () => {
    expect(run(createSignInTracker(memory()), [['INITIAL_SESSION', 'u2'], ['SIGNED_IN', 'u2']])).toEqual([null, 'signedIn']);
  });

  it('counts a sign-in by another user than the one remembered', () => {
    expect(run(createSignInTracker(memory('u1')), [['SIGNED_IN', 'u2']])).toEqual(['signedIn']);
  });

  it('counts a sign-out of the shown user, and the next sign-in of the same person again', () => {
    const track = createSignInTracker(memory());
    expect(run(track, [['SIGNED_IN', 'u1'], ['SIGNED_OUT', null], ['SIGNED_IN', 'u1']])).toEqual(['signedIn', 'signedOut', 'signedIn']);
  });

  it('does not count a stale stored session dropped at start as a sign-out', () => {
    const remembered = memory('u1');
    expect(run(createSignInTracker(remembered), [['SIGNED_OUT', null], ['INITIAL_SESSION', null]])).toEqual([null, null]);
    expect(remembered.value).toBeNull();
  });

  it('forgets the remembered user when the browser starts with nobody signed in', () => {
    const remembered = memory('u1');
    const track = createSignInTracker(remembered);
    expect(run(track, [['INITIAL_SESSION', null], ['SIGNED_IN', 'u1']])).toEqual([null, 'signedIn']);
  });
});
