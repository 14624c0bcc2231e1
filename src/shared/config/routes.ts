export const routes = {
  landing: '/',
  login: '/login',
  /** The code of a member's authenticator app, after her password or Google, before any member page. */
  signInStep: '/login/verify',
  register: '/register',
  terms: '/terms',
  privacy: '/privacy',
  pricing: '/pricing',
  authCallback: '/auth/callback',
  // The pages e-mails link to (server/auth/email/email-links.ts writes the same paths).
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authConfirm: '/auth/confirm',
  /** A digest e-mail's unsubscribe link (supabase/functions/email-digest writes the same path). */
  unsubscribe: '/unsubscribe',
  home: '/home',
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
  messages: '/messages',
  /** The conversation with one member (the messages page with that partner chosen). */
  conversation: (partnerId: string) => `/messages/${encodeURIComponent(partnerId)}`,
  settings: '/settings',
  notifications: '/notifications',
  /** Contact support: the member's requests to the team (docs/plans.md, Priority support). */
  support: '/support',
  /** Her last 30 days (views, likes, matches, messages, reply rate), for plans that include analytics. */
  analytics: '/analytics',
  /** The upcoming events near her (docs/features.md, Events). */
  events: '/events',
  /** One event's page: RSVP, seats left, who goes (for attendees), the .ics. */
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  /** The personality assessment: the questionnaire, resumed where she stopped, and her result. */
  personality: '/personality',
  /** The name and birth date a Google sign-up has not given yet, asked before anything else. */
  completeProfile: '/complete-profile',
} as const;

/** Footer pages the product links to whose content is a simple shared page. */
export const infoPageSlugs = [
  'about',
  'careers',
  'press',
  'blog',
  'help',
  'safety',
  'community',
  'contact',
  'cookie-policy',
  'licenses',
] as const;

export type InfoPageSlug = (typeof infoPageSlugs)[number];
