import { defineTexts } from '@/shared/i18n';

/** /privacy: the Privacy Policy, a group a section (its heading h, its paragraphs p1, p2…). */
export const privacyPolicyTexts = defineTexts('privacyPolicy', {
  title: 'Privacy Policy',
  back: 'Back to registration',
  intro: 'Dating is personal, and so is your data. This policy explains what Ascend collects, why, and the choices you have.',
  collect: {
    h: 'What we collect',
    p1: 'Account details you give us: username, name, e-mail address, gender and birth date. Your birth date lets us confirm you are an adult; other members see your age, not the date.',
    p2: 'Profile content you choose to add: photos, bio, location, interests, relationship goals and dating preferences.',
    p3: 'Activity needed to run the service: the interests you show and receive, your messages, and when you were last active.',
  },
  use: {
    h: 'How we use it',
    p1: 'To show your profile to people who match your preferences and theirs, to deliver messages, and to keep the community safe.',
    p2: 'To power the AI helpers you choose to use. Only the text a helper needs is sent to our AI provider, and it is not used to train models.',
  },
  see: {
    h: 'Who can see what',
    p1: 'You decide who sees your profile in Settings: everyone, only your matches, or nobody. Messages are visible only to you and the person you are talking to.',
    p2: 'We never sell your personal data. Service providers that host our infrastructure or process payments see only what they need to do that job.',
  },
  rights: {
    h: 'Your choices and rights',
    p1: 'You can edit or delete your profile and photos at any time, download a copy of your data, or delete your account. Deleted content is removed from our systems within 30 days.',
    p2: 'You can turn notifications and your online status on or off in Settings.',
  },
  storage: {
    h: 'Cookies and storage',
    p1: 'We keep your session and your theme choice in your browser\u2019s local storage so you stay signed in and see Ascend the way you like it. We use no advertising cookies.',
  },
  contact: {
    h: 'Contact',
    p1: 'Questions about privacy? Write to us from the Contact page and we will answer within 30 days.',
  },
});
