import type { ArticleSection } from '@/shared/ui';

export const privacyIntro =
  'Dating is personal, and so is your data. This policy explains what Ascend collects, why, and the choices you have.';

export const privacySections: ArticleSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details you give us: username, name, e-mail address, gender and birth date. Your birth date lets us confirm you are an adult; other members see your age, not the date.',
      'Profile content you choose to add: photos, bio, location, interests, relationship goals and dating preferences.',
      'Activity needed to run the service: the interests you show and receive, your messages, and when you were last active.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To show your profile to people who match your preferences and theirs, to deliver messages, and to keep the community safe.',
      'To power the AI helpers you choose to use. Only the text a helper needs is sent to our AI provider, and it is not used to train models.',
    ],
  },
  {
    heading: 'Who can see what',
    paragraphs: [
      'You decide who sees your profile in Settings: everyone, only your matches, or nobody. Messages are visible only to you and the person you are talking to.',
      'We never sell your personal data. Service providers that host our infrastructure or process payments see only what they need to do that job.',
    ],
  },
  {
    heading: 'Your choices and rights',
    paragraphs: [
      'You can edit or delete your profile and photos at any time, download a copy of your data, or delete your account. Deleted content is removed from our systems within 30 days.',
      'You can turn notifications and your online status on or off in Settings.',
    ],
  },
  {
    heading: 'Cookies and storage',
    paragraphs: [
      'We keep your session and your theme choice in your browser\u2019s local storage so you stay signed in and see Ascend the way you like it. We use no advertising cookies.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Questions about privacy? Write to us from the Contact page and we will answer within 30 days.'],
  },
];
