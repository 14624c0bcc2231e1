import { defineTexts } from '@/shared/i18n';

/** /terms: the Terms of Service, a group a section (its heading h, its paragraphs p1, p2). */
export const termsTexts = defineTexts('terms', {
  title: 'Terms of Service',
  back: 'Back to registration',
  intro: 'These terms govern your use of Ascend. By creating an account you agree to them, so please read them carefully.',
  who: {
    h: '1. Who can use Ascend',
    p1: 'You must be at least 18 years old and legally able to enter into this agreement. You may hold only one account, and it must describe you truthfully.',
    p2: 'You may not use Ascend if you have been convicted of a violent or sexual offence, or if we have previously removed your account.',
  },
  account: {
    h: '2. Your account',
    p1: 'Keep your password private and tell us at once if you believe someone else has used your account. You are responsible for what happens under your account.',
    p2: 'You can delete your account at any time from Settings. We remove your profile from discovery immediately.',
  },
  conduct: {
    h: '3. How you treat other members',
    p1: 'Be respectful. Harassment, threats, hate speech, impersonation, unsolicited explicit content, solicitation and scams are not allowed and lead to removal.',
    p2: 'Meet in public places, tell a friend where you are going and report anyone who makes you feel unsafe. Our Safety Tips page has more advice.',
  },
  content: {
    h: '4. Your content',
    p1: 'You keep the rights to the photos and text you post. You give Ascend a licence to host and show them to other members in order to run the service.',
    p2: 'Do not post anything you do not have the right to share, or images of other people without their consent.',
  },
  ai: {
    h: '5. AI helpers',
    p1: 'AI suggestions are generated automatically and can be wrong. They are ideas, not advice; you decide what to send and whom to meet.',
    p2: 'When you use an AI helper, the profile or conversation text it needs is sent to our AI provider only to produce your suggestion.',
  },
  plans: {
    h: '6. Subscriptions',
    p1: 'Paid plans renew every 30 days until cancelled. New subscribers get a 7-day free trial, and you can cancel anytime; your plan stays active until the end of the period you paid for.',
  },
  ending: {
    h: '7. Ending and changes',
    p1: 'We may suspend or close accounts that break these terms. We may update these terms; when the changes matter, we tell you in the app before they apply.',
    p2: 'Ascend is provided as is. To the extent the law allows, we are not liable for the conduct of other members on or off the service.',
  },
});
