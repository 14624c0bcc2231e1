import { defineTexts } from '@/shared/i18n';

/**
 * The footer's company, support and legal pages (config/info-pages.ts puts them together): a group a
 * page, with its title, its intro and each section's heading (h1, h2…) and paragraph (p1, p2…).
 */
export const infoTexts = defineTexts('info', {
  back: 'Back to Ascend',
  about: {
    title: 'About Ascend',
    intro: 'Ascend is an open-source dating app for adults who want to meet people worth meeting.',
    h1: 'Why we exist',
    p1: 'Most dating apps reward endless swiping. We build for the opposite: fewer, better matches, honest profiles and conversations that go somewhere.',
    h2: 'Open by design',
    p2: 'Our code is open source, so anyone can see how matching, privacy and safety work.',
  },
  careers: {
    title: 'Careers',
    intro: 'We are a small team building dating that respects people.',
    h1: 'Open roles',
    p1: 'We have no open roles right now. Contributions to the open-source project are always welcome, and the people who make them are the first we call when we hire.',
  },
  press: {
    title: 'Press',
    intro: 'Writing about Ascend? We are happy to help.',
    h1: 'Press enquiries',
    p1: 'Reach us through the Contact page. The Ascend wordmark is the upward arrow and the name; please do not alter it.',
  },
  blog: {
    title: 'Blog',
    intro: 'Notes on dating, safety and building Ascend.',
    h1: 'Coming up',
    p1: 'We publish product updates and dating advice here. The first posts cover writing a profile that sounds like you and planning a safe first date.',
  },
  help: {
    title: 'Help Center',
    intro: 'Answers to the questions members ask most.',
    h1: 'Signing in',
    p1: 'Use the e-mail and password you registered with, or Continue with Google. Forgot your password? Use the reset link on the sign-in page.',
    h2: 'Matches and messages',
    p2: 'When someone accepts your interest, or you accept theirs, you are matched and can message each other from Messages.',
    h3: 'Subscriptions',
    p3: 'Change or cancel your plan from Settings → Subscription. Cancelling keeps your plan until the end of the current period.',
    h4: 'Still stuck?',
    p4: 'Choose Contact support in the account menu: tell us what happened, add a screenshot if it helps, and we answer by e-mail.',
  },
  safety: {
    title: 'Safety Tips',
    intro: 'Your safety comes first, online and when you meet.',
    h1: 'Before you meet',
    p1: 'Keep conversations in Ascend until you feel comfortable, never send money, and use the AI safety check if something feels off.',
    h2: 'On the date',
    p2: 'Meet in a busy public place, arrange your own transport, tell a friend where you will be, and leave whenever you want to.',
  },
  community: {
    title: 'Community Guidelines',
    intro: 'Ascend works when everyone is respectful and real.',
    h1: 'Be yourself',
    p1: 'Use your own photos and honest details. One account per person, 18 or older.',
    h2: 'Be kind',
    p2: 'No harassment, hate, threats, scams or unsolicited explicit content. Reported accounts are reviewed and removed when they break these rules.',
  },
  contact: {
    title: 'Contact',
    intro: 'We read every message.',
    h1: 'Members',
    p1: 'Signed in, use Contact support (in the account menu, or at /support): your request reaches the team by e-mail, and you can follow its state there. Elite members are answered first. To report a profile, use the menu on that profile.',
    h2: 'Everyone else',
    p2: 'For press, privacy requests or the open-source project, open an issue in the project or write to the team.',
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'Ascend uses as little browser storage as it can.',
    h1: 'What we store',
    p1: 'Your session, so you stay signed in; your theme choice under the key "theme"; and your home filters, so they are as you left them.',
    h2: 'What we do not',
    p2: 'No advertising or cross-site tracking cookies, ever.',
  },
  licenses: {
    title: 'Licenses',
    intro: 'Ascend is built on open-source software.',
    h1: 'Open source',
    p1: 'Ascend is open source and uses React, Material UI, Redux Toolkit, React Router, Supabase and PostgreSQL, each under its own open-source licence.',
    // CC BY 4.0 asks the app that shows the data to credit its source.
    h2: 'Places',
    p2: 'City names and locations come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0.',
    h3: 'Demo portraits',
    p3: 'The demo members’ portraits are drawn with the Lorelei style by Lisa Wischofsky (CC0), through DiceBear.',
  },
});
