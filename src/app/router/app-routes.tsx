import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { infoPageSlugs, routes } from '@/shared/config';
import { FullPageSpinner } from '@/shared/ui';
import { PublicLayout } from '../layouts/PublicLayout';
import { FrameBySession, RedirectSignedIn, RequireSecondFactorStep, RequireSession, UnknownPathRedirect } from './guards';
import * as Pages from './lazy-pages';

/** SPEC §2: every route with its access rule. */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [
          { path: routes.landing, element: <Pages.LandingPage PlanTeasersQuery={Pages.PlanTeasersQuery} /> },
          { path: routes.login, element: <Pages.LoginPage /> },
          { path: routes.register, element: <Pages.RegisterPage /> },
          { path: routes.forgotPassword, element: <Pages.ForgotPasswordPage /> },
        ],
      },
      // Signed in with a password or Google, a member with a verified factor gives her code here first.
      { element: <RequireSecondFactorStep />, children: [{ path: routes.signInStep, element: <Pages.SignInStepPage /> }] },
      // E-mail links sign the member in, whoever was signed in on this browser before.
      { path: routes.resetPassword, element: <Pages.ResetPasswordPage /> },
      { path: routes.authConfirm, element: <Pages.AuthConfirmPage /> },
      { path: routes.terms, element: <Pages.TermsPage /> },
      { path: routes.privacy, element: <Pages.PrivacyPage /> },
      { path: routes.authCallback, element: <Pages.AuthCallbackPage /> },
      { path: routes.unsubscribe, element: <Pages.UnsubscribePage /> },
      ...infoPageSlugs.map((slug) => ({ path: `/${slug}`, element: <Pages.InfoPage slug={slug} /> })),
    ],
  },
  {
    // The plans are public (SPEC §2); a member sees them under her own header, with her plan marked.
    path: routes.pricing,
    element: (
      <FrameBySession
        visitor={<PublicLayout />}
        signedIn={
          <Suspense fallback={<FullPageSpinner />}>
            <Pages.ProtectedLayout />
          </Suspense>
        }
      />
    ),
    children: [{ index: true, element: <Pages.PricingPage Plans={Pages.PricingPlans} /> }],
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: routes.completeProfile,
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <Pages.CompleteProfilePage />
          </Suspense>
        ),
      },
      {
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <Pages.ProtectedLayout />
          </Suspense>
        ),
        children: [
          { path: routes.home, element: <Pages.HomePage /> },
          { path: '/profile/:id', element: <Pages.ProfilePage /> },
          { path: routes.messages, element: <Pages.MessagesPage /> },
          { path: `${routes.messages}/:partnerId`, element: <Pages.MessagesPage /> },
          { path: routes.settings, element: <Pages.SettingsPage /> },
          { path: routes.notifications, element: <Pages.NotificationsPage /> },
          { path: routes.support, element: <Pages.SupportPage /> },
          { path: routes.analytics, element: <Pages.AnalyticsPage /> },
          { path: routes.events, element: <Pages.EventsPage /> },
          { path: '/events/:id', element: <Pages.EventPage /> },
          { path: routes.personality, element: <Pages.PersonalityPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <UnknownPathRedirect /> },
];
