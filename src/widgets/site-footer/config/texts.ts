import { defineTexts } from '@/shared/i18n';

/** SPEC §2: the landing footer's words (the links' labels and their groups). */
export const footerTexts = defineTexts('footer', {
  tagline: 'Dating for adults who want more than a swipe: real profiles, thoughtful matches and AI that helps you show up as yourself.',
  copyright: (year: number) => `© ${year} Ascend. For adults 18 and over.`,
  company: 'Company',
  about: 'About',
  careers: 'Careers',
  press: 'Press',
  blog: 'Blog',
  support: 'Support',
  helpCenter: 'Help Center',
  contactSupport: 'Contact support',
  safetyTips: 'Safety Tips',
  communityGuidelines: 'Community Guidelines',
  contact: 'Contact',
  legal: 'Legal',
  cookiePolicy: 'Cookie Policy',
  licenses: 'Licenses',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
});
