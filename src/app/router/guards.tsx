import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectSessionLoading } from '@/entities/session';
import { routes } from '@/shared/config';
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

/** Landing, sign-in and registration are for visitors: a signed-in user goes home. */
export function RedirectSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Navigate to={routes.home} replace /> : <Outlet />;
}

/** Any other path: home when signed in, otherwise the landing page. */
export function UnknownPathRedirect() {
  const loading = useAppSelector(selectSessionLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (loading) return <FullPageSpinner />;
  return <Navigate to={signedIn ? routes.home : routes.landing} replace />;
}
