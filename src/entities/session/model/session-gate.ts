import type { SessionState } from './session-slice';

/**
 * Where the router stands with the session: still loading, a visitor, a member who owes her second
 * factor (aal1 with a verified factor: only the code step), or a member.
 */
export type SessionGate = 'loading' | 'visitor' | 'owesCode' | 'member';

/**
 * The route guards' reading of the session. A plain function, not one of the slice's selectors: the
 * guards are on every first load, and the slice's code (Redux Toolkit) is not (docs/performance.md).
 */
export function selectSessionGate({ session }: { session: SessionState }): SessionGate {
  if (session.loading) return 'loading';
  if (!session.user) return 'visitor';
  return session.needsSecondFactor ? 'owesCode' : 'member';
}
