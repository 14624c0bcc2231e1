import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionGate } from '@/entities/session';
import { routes } from '@/shared/config';
import { returnPathFrom } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';

const useSessionGate = () => useAppSelector(selectSessionGate);

const SessionSpinner = () => <FullPageSpinner label="Loading your session" />;

/** Where a member who still owes her code goes, remembering the page she asked for. */
function ToSignInStep({ from }: { from: string | null }) {
  return <Navigate to={routes.signInStep} replace state={from ? { from } : null} />;
}

/**
 * Signed-in pages: a spinner while the session loads, /login without one, and the code step
 * (/login/verify) while a member with a verified factor is at aal1: no member page loads before it.
 */
export function RequireSession() {
  const gate = useSessionGate();
  const { pathname } = useLocation();
  if (gate === 'loading') return <SessionSpinner />;
  if (gate === 'visitor') return <Navigate to={routes.login} replace state={{ from: pathname }} />;
  if (gate === 'owesCode') return <ToSignInStep from={pathname} />;
  return <Outlet />;
}

/** The code step itself: only for a member who owes her code; then on to the page she asked for. */
export function RequireSecondFactorStep() {
  const gate = useSessionGate();
  const { state } = useLocation();
  if (gate === 'loading') return <SessionSpinner />;
  if (gate === 'visitor') return <Navigate to={routes.login} replace />;
  if (gate === 'member') return <Navigate to={returnPathFrom(state) ?? routes.home} replace />;
  return <Outlet />;
}

/**
 * Landing, sign-in and registration are for visitors: a signed-in user goes home, or back to the page
 * that sent her to sign in (`state.from`: a protected page, or /pricing after choosing a plan).
 */
export function RedirectSignedIn() {
  const gate = useSessionGate();
  const from = returnPathFrom(useLocation().state);
  if (gate === 'owesCode') return <ToSignInStep from={from} />;
  return gate === 'member' ? <Navigate to={from ?? routes.home} replace /> : <Outlet />;
}

/** A page for everyone (/pricing) in the frame of whoever looks: the member's own header when signed in. */
export function FrameBySession({ signedIn, visitor }: { signedIn: ReactNode; visitor: ReactNode }) {
  const gate = useSessionGate();
  const { pathname } = useLocation();
  if (gate === 'loading') return <SessionSpinner />;
  if (gate === 'owesCode') return <ToSignInStep from={pathname} />;
  return gate === 'member' ? signedIn : visitor;
}

/** Any other path: home when signed in, otherwise the landing page. */
export function UnknownPathRedirect() {
  const gate = useSessionGate();
  if (gate === 'loading') return <FullPageSpinner />;
  return <Navigate to={gate === 'visitor' ? routes.landing : routes.home} replace />;
}
