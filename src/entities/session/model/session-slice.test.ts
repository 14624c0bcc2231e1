import { authEventReceived, initialSessionState, sessionLoadFailed, sessionSlice, type AuthEvent } from './session-slice';

const reduce = sessionSlice.reducer;
const user = { id: 'u1', email: 'ava@example.com' };

describe('session entity', () => {
  it('is loading until the auth service first answers', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialSessionState);
    expect(initialSessionState.loading).toBe(true);
  });

  it.each<[AuthEvent, typeof user | null]>([
    ['INITIAL_SESSION', null],
    ['INITIAL_SESSION', user],
    ['SIGNED_IN', user],
    ['TOKEN_REFRESHED', user],
    ['USER_UPDATED', user],
    ['PASSWORD_RECOVERY', user],
    ['MFA_CHALLENGE_VERIFIED', user],
    ['SIGNED_OUT', null],
  ])('mirrors %s', (event, eventUser) => {
    const state = reduce(initialSessionState, authEventReceived({ event, user: eventUser }));
    expect(state).toEqual({ loading: false, user: eventUser, error: null, lastEvent: event, needsSecondFactor: false });
  });

  it('mirrors whether the member still owes her second factor, never for nobody', () => {
    const owing = reduce(initialSessionState, authEventReceived({ event: 'SIGNED_IN', user, needsSecondFactor: true }));
    expect(owing.needsSecondFactor).toBe(true);
    expect(reduce(owing, authEventReceived({ event: 'MFA_CHALLENGE_VERIFIED', user })).needsSecondFactor).toBe(false);
    expect(reduce(owing, authEventReceived({ event: 'SIGNED_OUT', user: null, needsSecondFactor: true })).needsSecondFactor).toBe(false);
    expect(reduce(owing, sessionLoadFailed('Authentication error. Please try again.')).needsSecondFactor).toBe(false);
  });

  it('forgets the user on sign-out', () => {
    const signedIn = reduce(initialSessionState, authEventReceived({ event: 'SIGNED_IN', user }));
    expect(reduce(signedIn, authEventReceived({ event: 'SIGNED_OUT', user: null })).user).toBeNull();
  });

  it('records a failed session load and stops loading', () => {
    const state = reduce(initialSessionState, sessionLoadFailed('Authentication error. Please try again.'));
    expect(state).toMatchObject({ loading: false, user: null, error: 'Authentication error. Please try again.' });
  });
});
