import type { ComponentType } from 'react';
import { loadStoreWithApi } from '../model/late-store';
import { lazyPage } from './lazy-page';

/** A page that talks to the backend loads together with the store and the API cache. */
function lazyWithApi<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPage(async () => (await Promise.all([load(), loadStoreWithApi()]))[0]);
}

// Every page is its own chunk, so the landing page loads only what it shows.
export const LandingPage = lazyPage(() => import('@/pages/landing').then((m) => m.LandingPage));
// The landing page's plans: the catalogue's reader comes with the API, after the page has painted.
export const PlanTeasersQuery = lazyWithApi(() => import('@/entities/plan').then((m) => m.PlanTeasersQuery));
export const LoginPage = lazyWithApi(() => import('@/pages/login').then((m) => m.LoginPage));
export const SignInStepPage = lazyWithApi(() => import('@/pages/login').then((m) => m.SignInStepPage));
export const RegisterPage = lazyWithApi(() => import('@/pages/register').then((m) => m.RegisterPage));
export const TermsPage = lazyPage(() => import('@/pages/terms').then((m) => m.TermsPage));
export const PrivacyPage = lazyPage(() => import('@/pages/privacy').then((m) => m.PrivacyPage));
export const PricingPage = lazyPage(() => import('@/pages/pricing').then((m) => m.PricingPage));
// The pricing page's plans: they read the catalogue, so they come with the API, after the title has painted.
export const PricingPlans = lazyWithApi(() => import('@/widgets/pricing-plans').then((m) => m.PricingPlans));
export const InfoPage = lazyPage(() => import('@/pages/info').then((m) => m.InfoPage));
export const HomePage = lazyWithApi(() => import('@/pages/home').then((m) => m.HomePage));
export const ProfilePage = lazyWithApi(() => import('@/pages/profile').then((m) => m.ProfilePage));
export const MessagesPage = lazyWithApi(() => import('@/pages/messages').then((m) => m.MessagesPage));
export const SettingsPage = lazyWithApi(() => import('@/pages/settings').then((m) => m.SettingsPage));
export const NotificationsPage = lazyWithApi(() => import('@/pages/notifications').then((m) => m.NotificationsPage));
export const SupportPage = lazyWithApi(() => import('@/pages/support').then((m) => m.SupportPage));
// Its charts (@mui/x-charts) load with the page alone, never with the main bundle (npm run size).
export const AnalyticsPage = lazyWithApi(() => import('@/pages/analytics').then((m) => m.AnalyticsPage));
export const EventsPage = lazyWithApi(() => import('@/pages/events/list').then((m) => m.EventsPage));
export const EventPage = lazyWithApi(() => import('@/pages/events/details').then((m) => m.EventPage));
export const PersonalityPage = lazyWithApi(() => import('@/pages/personality/questionnaire').then((m) => m.PersonalityPage));
export const CompleteProfilePage = lazyWithApi(() => import('@/pages/complete-profile').then((m) => m.CompleteProfilePage));
export const ForgotPasswordPage = lazyWithApi(() => import('@/pages/forgot-password').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyWithApi(() => import('@/pages/reset-password').then((m) => m.ResetPasswordPage));
export const AuthConfirmPage = lazyWithApi(() => import('@/pages/auth-confirm').then((m) => m.AuthConfirmPage));
export const AuthCallbackPage = lazyWithApi(() => import('@/pages/auth-callback').then((m) => m.AuthCallbackPage));
export const UnsubscribePage = lazyWithApi(() => import('@/pages/unsubscribe').then((m) => m.UnsubscribePage));
// The signed-in frame carries the account menu and its sign-out, which need the API.
export const ProtectedLayout = lazyWithApi(() => import('../layouts/ProtectedLayout').then((m) => m.ProtectedLayout));
