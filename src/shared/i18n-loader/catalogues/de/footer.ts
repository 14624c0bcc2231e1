import type { Catalogue } from '@/shared/i18n';

export default {
  'footer.tagline': 'Dating für Erwachsene, die mehr wollen als einen Swipe: echte Profile, durchdachte Matches und eine KI, die dir hilft, dich so zu zeigen, wie du bist.',
  'footer.copyright': '© {0} Ascend. Nur für Erwachsene ab 18 Jahren.',
  'footer.company': 'Unternehmen',
  'footer.about': 'Über uns',
  'footer.careers': 'Karriere',
  'footer.press': 'Presse',
  'footer.blog': 'Blog',
  'footer.support': 'Hilfe',
  'footer.helpCenter': 'Hilfe-Center',
  'footer.contactSupport': 'Support kontaktieren',
  'footer.safetyTips': 'Sicherheitstipps',
  'footer.communityGuidelines': 'Community-Richtlinien',
  'footer.contact': 'Kontakt',
  'footer.legal': 'Rechtliches',
  'footer.cookiePolicy': 'Cookie-Richtlinie',
  'footer.licenses': 'Lizenzen',
  'footer.privacyPolicy': 'Datenschutzerklärung',
  'footer.termsOfService': 'Nutzungsbedingungen',
} satisfies Catalogue;
