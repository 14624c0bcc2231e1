import type { Catalogue } from '@/shared/i18n';
import account from './account';
import aiAnswer from './aiAnswer';
import appHeader from './appHeader';
import authCallback from './authCallback';
import authFactor from './authFactor';
import boost from './boost';
import call from './call';
import callWindow from './callWindow';
import changePassword from './changePassword';
import deleteAccount from './deleteAccount';
import discovery from './discovery';
import event from './event';
import exportMyData from './exportMyData';
import footer from './footer';
import formats from './formats';
import home from './home';
import language from './language';
import login from './login';
import matchMoment from './matchMoment';
import message from './message';
import messagesPage from './messagesPage';
import notificationsPage from './notificationsPage';
import passkey from './passkey';
import personality from './personality';
import personalityTraits from './personalityTraits';
import plan from './plan';
import planCard from './planCard';
import privacy from './privacy';
import profile from './profile';
import profilePage from './profilePage';
import publicHeader from './publicHeader';
import register from './register';
import settings from './settings';
import settingsNotifications from './settingsNotifications';
import settingsPage from './settingsPage';
import settingsPrivacy from './settingsPrivacy';
import settingsProfile from './settingsProfile';
import themeToggle from './themeToggle';
import usageLeft from './usageLeft';

/**
 * Arabic (Modern Standard, addressing the reader in the masculine singular as most apps do until a
 * gendered select is added). Keys are the English texts' `namespace.key`; `{0}`, `{1}` the English
 * function's arguments; plurals in ICU with Arabic's six categories (docs/i18n.md).
 */
const ar: Catalogue = {
  ...account,
  ...aiAnswer,
  ...appHeader,
  ...authCallback,
  ...authFactor,
  ...boost,
  ...call,
  ...callWindow,
  ...changePassword,
  ...deleteAccount,
  ...discovery,
  ...event,
  ...exportMyData,
  ...footer,
  ...formats,
  ...home,
  ...language,
  ...login,
  ...matchMoment,
  ...message,
  ...messagesPage,
  ...notificationsPage,
  ...passkey,
  ...personality,
  ...personalityTraits,
  ...plan,
  ...planCard,
  ...privacy,
  ...profile,
  ...profilePage,
  ...publicHeader,
  ...register,
  ...settings,
  ...settingsNotifications,
  ...settingsPage,
  ...settingsPrivacy,
  ...settingsProfile,
  ...themeToggle,
  ...usageLeft,
};

export default ar;
