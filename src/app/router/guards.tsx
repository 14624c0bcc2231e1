import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectSessionLoading } from '@/entities/session';
import { routes } from '@/shared/config';
import { returnPathFrom } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';

/** Signed-in pages: a spinner while the session loads, /login without one. */
export function RequireSession() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (loading) return <FullPageSpinner label="Loading your session" />;
  if (!signedIn) return <Navigate to={routes.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Landing, sign-in and registration are for visitors: a signed-in user goes home, or back to the page
 * that sent her to sign in (`state.from`: a protected page, or /pricing after choosing a plan).
 */
export function RedirectSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { state } = useLocation();
  return signedIn ? <Navigate to={returnPathFrom(state) ?? routes.home} replace /> : <Outlet />;
}

/** A page for everyone (/pricing) in the frame of whoever looks: the member's own header when signed in. */
export function FrameBySession({ signedIn, visitor }: { signedIn: ReactNode; visitor: ReactNode }) {
  const loading = useAppSelector(selectSessionLoading);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (loading) return <FullPageSpinner label="Loading your session" />;
  return isSignedIn ? signedIn : visitor;
}

/** Any other path: home when signed in, otherwise the landing page. */
export function UnknownPathRedirect() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (loading) return <FullPageSpinner />;
  return <Navigate to={signedIn ? routes.home : routes.landing} replace />;
}
