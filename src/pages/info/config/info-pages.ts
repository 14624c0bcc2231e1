import type { InfoPageSlug } from '@/shared/config';
import type { ArticleSection } from '@/shared/ui';

interface InfoPageContent {
  title: string;
  intro: string;
  sections: ArticleSection[];
}

const section = (heading: string, ...paragraphs: string[]): ArticleSection => ({ heading, paragraphs });

/** The footer's company, support and legal pages: short, real, and one shared layout. */
export const infoPages: Record<InfoPageSlug, InfoPageContent> = {
  about: {
    title: 'About Ascend',
    intro: 'Ascend is an open-source dating app for adults who want to meet people worth meeting.',
    sections: [
      section('Why we exist', 'Most dating apps reward endless swiping. We build for the opposite: fewer, better matches, honest profiles and conversations that go somewhere.'),
      section('Open by design', 'Our code is open source, so anyone can see how matching, privacy and safety work.'),
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'We are a small team building dating that respects people.',
    sections: [section('Open roles', 'We have no open roles right now. Contributions to the open-source project are always welcome, and the people who make them are the first we call when we hire.')],
  },
  press: {
    title: 'Press',
    intro: 'Writing about Ascend? We are happy to help.',
    sections: [section('Press enquiries', 'Reach us through the Contact page. The Ascend wordmark is the upward arrow and the name; please do not alter it.')],
  },
  blog: {
    title: 'Blog',
    intro: 'Notes on dating, safety and building Ascend.',
    sections: [section('Coming up', 'We publish product updates and dating advice here. The first posts cover writing a profile that sounds like you and planning a safe first date.')],
  },
  help: {
    title: 'Help Center',
    intro: 'Answers to the questions members ask most.',
    sections: [
      section('Signing in', 'Use the e-mail and password you registered with, or Continue with Google. Forgot your password? Use the reset link on the sign-in page.'),
      section('Matches and messages', 'When someone accepts your interest, or you accept theirs, you are matched and can message each other from Messages.'),
      section('Subscriptions', 'Change or cancel your plan from Settings → Subscription. Cancelling keeps your plan until the end of the current period.'),
      section('Still stuck?', 'Choose Contact support in the account menu: tell us what happened, add a screenshot if it helps, and we answer by e-mail.'),
    ],
  },
  safety: {
    title: 'Safety Tips',
    intro: 'Your safety comes first, online and when you meet.',
    sections: [
      section('Before you meet', 'Keep conversations in Ascend until you feel comfortable, never send money, and use the AI safety check if something feels off.'),
      section('On the date', 'Meet in a busy public place, arrange your own transport, tell a friend where you will be, and leave whenever you want to.'),
    ],
  },
  community: {
    title: 'Community Guidelines',
    intro: 'Ascend works when everyone is respectful and real.',
    sections: [
      section('Be yourself', 'Use your own photos and honest details. One account per person, 18 or older.'),
      section('Be kind', 'No harassment, hate, threats, scams or unsolicited explicit content. Reported accounts are reviewed and removed when they break these rules.'),
    ],
  },
  contact: {
    title: 'Contact',
    intro: 'We read every message.',
    sections: [
      section('Members', 'Signed in, use Contact support (in the account menu, or at /support): your request reaches the team by e-mail, and you can follow its state there. Elite members are answered first. To report a profile, use the menu on that profile.'),
      section('Everyone else', 'For press, privacy requests or the open-source project, open an issue in the project or write to the team.'),
    ],
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    intro: 'Ascend uses as little browser storage as it can.',
    sections: [
      section('What we store', 'Your session, so you stay signed in; your theme choice under the key "theme"; and your home filters, so they are as you left them.'),
      section('What we do not', 'No advertising or cross-site tracking cookies, ever.'),
    ],
  },
  licenses: {
    title: 'Licenses',
    intro: 'Ascend is built on open-source software.',
    sections: [
      section('Open source', 'Ascend is open source and uses React, Material UI, Redux Toolkit, React Router, Supabase and PostgreSQL, each under its own open-source licence.'),
      // CC BY 4.0 asks the app that shows the data to credit its source.
      section('Places', 'City names and locations come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0.'),
      section('Demo portraits', 'The demo members’ portraits are drawn with the Lorelei style by Lisa Wischofsky (CC0), through DiceBear.'),
    ],
  },
};
