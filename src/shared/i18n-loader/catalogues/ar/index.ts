import type { Catalogue } from '@/shared/i18n';
import account from './account';
import aiAnswer from './aiAnswer';
import aiAssistant from './aiAssistant';
import aiMatchmaker from './aiMatchmaker';
import appHeader from './appHeader';
import authFactor from './authFactor';
import boost from './boost';
import call from './call';
import checkout from './checkout';
import composer from './composer';
import connectionRequest from './connectionRequest';
import discovery from './discovery';
import editProfile from './editProfile';
import event from './event';
import footer from './footer';
import formats from './formats';
import language from './language';
import login from './login';
import memberSafety from './memberSafety';
import message from './message';
import messageFlags from './messageFlags';
import passkey from './passkey';
import personality from './personality';
import personalityTraits from './personalityTraits';
import photos from './photos';
import plan from './plan';
import planCard from './planCard';
import preferences from './preferences';
import privacy from './privacy';
import profile from './profile';
import publicHeader from './publicHeader';
import push from './push';
import register from './register';
import respondToInterest from './respondToInterest';
import settings from './settings';
import settingsPage from './settingsPage';
import showInterest from './showInterest';
import signOut from './signOut';
import usageLeft from './usageLeft';
import verification from './verification';

/**
 * Arabic (Modern Standard, addressing the reader in the masculine singular as most apps do until a
 * gendered select is added). Keys are the English texts' `namespace.key`; `{0}`, `{1}` the English
 * function's arguments; plurals in ICU with Arabic's six categories (docs/i18n.md).
 */
const ar: Catalogue = {
  ...account,
  ...aiAnswer,
  ...aiAssistant,
  ...aiMatchmaker,
  ...appHeader,
  ...authFactor,
  ...boost,
  ...call,
  ...checkout,
  ...composer,
  ...connectionRequest,
  ...discovery,
  ...editProfile,
  ...event,
  ...footer,
  ...formats,
  ...language,
  ...login,
  ...memberSafety,
  ...message,
  ...messageFlags,
  ...passkey,
  ...personality,
  ...personalityTraits,
  ...photos,
  ...plan,
  ...planCard,
  ...preferences,
  ...privacy,
  ...profile,
  ...publicHeader,
  ...push,
  ...register,
  ...respondToInterest,
  ...settings,
  ...settingsPage,
  ...showInterest,
  ...signOut,
  ...usageLeft,
  ...verification,
};

export default ar;
