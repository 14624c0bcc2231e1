import { infoPageSlugs, routes } from '@/shared/config';
import type { PageSeed } from '../model/page-seed';
import * as Pages from './lazy-pages';

interface Preloadable {
  preload(): Promise<unknown>;
}

/**
 * The visitor pages the build renders into HTML ahead of time (scripts/prerender.ts), each with the
 * lazy code its first screen is drawn from. The browser paints that HTML before any script runs; the
 * app takes over once this code is here, drawing the same screen in one commit (main.tsx).
 */
export const prerenderedRoutes: Record<string, Preloadable[]> = {
  // The plans' reader is left out: it loads when its section nears the screen, placeholder until then.
  [routes.landing]: [Pages.LandingPage],
  [routes.login]: [Pages.LoginPage],
  [routes.register]: [Pages.RegisterPage],
  [routes.forgotPassword]: [Pages.ForgotPasswordPage],
  [routes.pricing]: [Pages.PricingPage, Pages.PricingPlans],
  [routes.terms]: [Pages.TermsPage],
  [routes.privacy]: [Pages.PrivacyPage],
  ...Object.fromEntries(infoPageSlugs.map((slug) => [`/${slug}`, [Pages.InfoPage]])),
};

/**
 * The prerendered pages drawn from the API's data, and which: the build reads it as a visitor's call would
 * and writes it into the page, so the app takes the page over without asking (model/page-seed.ts).
 */
export const seededRoutes: Record<string, (keyof PageSeed)[]> = {
  [routes.pricing]: ['getPlans'],
};

export function preloadPrerendered(pathname: string): Promise<unknown> {
  return Promise.all((prerenderedRoutes[pathname] ?? []).map((page) => page.preload()));
}
