import type { ArticleSection } from '@/shared/ui';

export const termsIntro =
  'These terms govern your use of Ascend. By creating an account you agree to them, so please read them carefully.';

export const termsSections: ArticleSection[] = [
  {
    heading: '1. Who can use Ascend',
    paragraphs: [
      'You must be at least 18 years old and legally able to enter into this agreement. You may hold only one account, and it must describe you truthfully.',
      'You may not use Ascend if you have been convicted of a violent or sexual offence, or if we have previously removed your account.',
    ],
  },
  {
    heading: '2. Your account',
    paragraphs: [
      'Keep your password private and tell us at once if you believe someone else has used your account. You are responsible for what happens under your account.',
      'You can delete your account at any time from Settings. We remove your profile from discovery immediately.',
    ],
  },
  {
    heading: '3. How you treat other members',
    paragraphs: [
      'Be respectful. Harassment, threats, hate speech, impersonation, unsolicited explicit content, solicitation and scams are not allowed and lead to removal.',
      'Meet in public places, tell a friend where you are going and report anyone who makes you feel unsafe. Our Safety Tips page has more advice.',
    ],
  },
  {
    heading: '4. Your content',
    paragraphs: [
      'You keep the rights to the photos and text you post. You give Ascend a licence to host and show them to other members in order to run the service.',
      'Do not post anything you do not have the right to share, or images of other people without their consent.',
    ],
  },
  {
    heading: '5. AI helpers',
    paragraphs: [
      'AI suggestions are generated automatically and can be wrong. They are ideas, not advice; you decide what to send and whom to meet.',
      'When you use an AI helper, the profile or conversation text it needs is sent to our AI provider only to produce your suggestion.',
    ],
  },
  {
    heading: '6. Subscriptions',
    paragraphs: [
      'Paid plans renew every 30 days until cancelled. New subscribers get a 7-day free trial, and you can cancel anytime; your plan stays active until the end of the period you paid for.',
    ],
  },
  {
    heading: '7. Ending and changes',
    paragraphs: [
      'We may suspend or close accounts that break these terms. We may update these terms; when the changes matter, we tell you in the app before they apply.',
      'Ascend is provided as is. To the extent the law allows, we are not liable for the conduct of other members on or off the service.',
    ],
  },
];
