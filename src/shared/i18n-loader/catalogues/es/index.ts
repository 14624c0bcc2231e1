import type { Catalogue } from '@/shared/i18n';
import account from './account';
import aiAssistant from './aiAssistant';
import aiMatchmaker from './aiMatchmaker';
import appHeader from './appHeader';
import boost from './boost';
import checkout from './checkout';
import composer from './composer';
import connectionRequest from './connectionRequest';
import discovery from './discovery';
import editProfile from './editProfile';
import footer from './footer';
import formats from './formats';
import language from './language';
import login from './login';
import memberSafety from './memberSafety';
import messageFlags from './messageFlags';
import photos from './photos';
import plan from './plan';
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
import verification from './verification';

/**
 * Spanish (neutral, tuteo: a dating app speaks to "tú"). Keys are the English texts' `namespace.key`;
 * `{0}`, `{1}` the English function's arguments; plurals in ICU (docs/i18n.md).
 */
const es: Catalogue = {
  ...account,
  ...aiAssistant,
  ...aiMatchmaker,
  ...appHeader,
  ...boost,
  ...checkout,
  ...composer,
  ...connectionRequest,
  ...discovery,
  ...editProfile,
  ...footer,
  ...formats,
  ...language,
  ...login,
  ...memberSafety,
  ...messageFlags,
  ...photos,
  ...plan,
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
  ...verification,
};

export default es;
