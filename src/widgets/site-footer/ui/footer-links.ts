import { footerTexts } from '../config/texts';

type FooterText = Exclude<keyof typeof footerTexts, 'tagline' | 'copyright'>;

/**
 * SPEC §2: the landing footer's links, grouped as the footer shows them, and Contact support (a
 * member's requests to the team, docs/plans.md; a visitor signs in first). Labels are text keys, read
 * in the reader's language as the footer renders.
 */
export const footerGroups: readonly { title: FooterText; links: readonly { label: FooterText; to: string }[] }[] = [
  {
    title: 'company',
    links: [
      { label: 'about', to: '/about' },
      { label: 'careers', to: '/careers' },
      { label: 'press', to: '/press' },
      { label: 'blog', to: '/blog' },
    ],
  },
  {
    title: 'support',
    links: [
      { label: 'helpCenter', to: '/help' },
      { label: 'contactSupport', to: '/support' },
      { label: 'safetyTips', to: '/safety' },
      { label: 'communityGuidelines', to: '/community' },
      { label: 'contact', to: '/contact' },
    ],
  },
  {
    title: 'legal',
    links: [
      { label: 'cookiePolicy', to: '/cookie-policy' },
      { label: 'licenses', to: '/licenses' },
      { label: 'privacyPolicy', to: '/privacy' },
      { label: 'termsOfService', to: '/terms' },
    ],
  },
];
