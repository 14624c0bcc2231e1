import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectNeedsSecondFactor, selectSessionLoading } from '@/entities/session';
import { routes } from '@/shared/config';
import { returnPathFrom } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';

/** Where a member who still owes her code goes, remembering the page she asked for. */
function ToSignInStep({ from }: { from: string | null }) {
  return <Navigate to={routes.signInStep} replace state={from ? { from } : null} />;
}

/**
 * Signed-in pages: a spinner while the session loads, /login without one, and the code step
 * (/login/verify) while a member with a verified factor is at aal1: no member page loads before it.
 */
export function RequireSession() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  const needsCode = useAppSelector(selectNeedsSecondFactor);
  const location = useLocation();
  if (loading) return <FullPageSpinner label="Loading your session" />;
  if (!signedIn) return <Navigate to={routes.login} replace state={{ from: location.pathname }} />;
  if (needsCode) return <ToSignInStep from={location.pathname} />;
  return <Outlet />;
}

/** The code step itself: only for a member who owes her code; then on to the page she asked for. */
export function RequireSecondFactorStep() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  const needsCode = useAppSelector(selectNeedsSecondFactor);
  const { state } = useLocation();
  if (loading) return <FullPageSpinner label="Loading your session" />;
  if (!signedIn) return <Navigate to={routes.login} replace />;
  if (!needsCode) return <Navigate to={returnPathFrom(state) ?? routes.home} replace />;
  return <Outlet />;
}

/**
 * Landing, sign-in and registration are for visitors: a signed-in user goes home, or back to the page
 * that sent her to sign in (`state.from`: a protected page, or /pricing after choosing a plan).
 */
export function RedirectSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const needsCode = useAppSelector(selectNeedsSecondFactor);
  const { state } = useLocation();
  if (!signedIn) return <Outlet />;
  if (needsCode) return <ToSignInStep from={returnPathFrom(state)} />;
  return <Navigate to={returnPathFrom(state) ?? routes.home} replace />;
}

/** A page for everyone (/pricing) in the frame of whoever looks: the member's own header when signed in. */
export function FrameBySession({ signedIn, visitor }: { signedIn: ReactNode; visitor: ReactNode }) {
  const loading = useAppSelector(selectSessionLoading);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const needsCode = useAppSelector(selectNeedsSecondFactor);
  const { pathname } = useLocation();
  if (loading) return <FullPageSpinner label="Loading your session" />;
  if (isSignedIn && needsCode) return <ToSignInStep from={pathname} />;
  return isSignedIn ? signedIn : visitor;
}

/** Any other path: home when signed in, otherwise the landing page. */
export function UnknownPathRedirect() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (loading) return <FullPageSpinner />;
  return <Navigate to={signedIn ? routes.home : routes.landing} replace />;
}
