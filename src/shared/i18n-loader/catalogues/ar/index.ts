import type { Catalogue } from '@/shared/i18n';
import account from './account';
import aiAnswer from './aiAnswer';
import aiAssistant from './aiAssistant';
import aiMatchmaker from './aiMatchmaker';
import analytics from './analytics';
import appHeader from './appHeader';
import authCallback from './authCallback';
import authErrors from './authErrors';
import authFactor from './authFactor';
import boost from './boost';
import call from './call';
import callWindow from './callWindow';
import changePassword from './changePassword';
import checkout from './checkout';
import choices from './choices';
import common from './common';
import completeBasics from './completeBasics';
import composer from './composer';
import connectionRequest from './connectionRequest';
import conversationList from './conversationList';
import databaseErrors from './databaseErrors';
import databaseSentences from './databaseSentences';
import deleteAccount from './deleteAccount';
import discovery from './discovery';
import editProfile from './editProfile';
import emailLink from './emailLink';
import event from './event';
import exportMyData from './exportMyData';
import footer from './footer';
import formats from './formats';
import home from './home';
import info from './info';
import landing from './landing';
import language from './language';
import login from './login';
import matchMoment from './matchMoment';
import memberName from './memberName';
import memberProfile from './memberProfile';
import memberSafety from './memberSafety';
import message from './message';
import messageFlags from './messageFlags';
import messagesPage from './messagesPage';
import notification from './notification';
import notificationToggles from './notificationToggles';
import notificationsPage from './notificationsPage';
import passkey from './passkey';
import personality from './personality';
import personalityTraits from './personalityTraits';
import photos from './photos';
import plan from './plan';
import planCard from './planCard';
import planRefusals from './planRefusals';
import preferences from './preferences';
import pricing from './pricing';
import privacy from './privacy';
import privacyPolicy from './privacyPolicy';
import profile from './profile';
import profileGrid from './profileGrid';
import profilePage from './profilePage';
import publicHeader from './publicHeader';
import push from './push';
import register from './register';
import registration from './registration';
import respondToInterest from './respondToInterest';
import security from './security';
import settings from './settings';
import settingsNotifications from './settingsNotifications';
import settingsPage from './settingsPage';
import settingsPrivacy from './settingsPrivacy';
import settingsProfile from './settingsProfile';
import showInterest from './showInterest';
import signInStep from './signInStep';
import signOut from './signOut';
import site from './site';
import subscription from './subscription';
import support from './support';
import terms from './terms';
import themeToggle from './themeToggle';
import thread from './thread';
import unsubscribe from './unsubscribe';
import usageLeft from './usageLeft';
import verification from './verification';
import walkThrough from './walkThrough';
import walkThroughSteps from './walkThroughSteps';
import waitRefusals from './waitRefusals';

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
  ...analytics,
  ...appHeader,
  ...authCallback,
  ...authErrors,
  ...authFactor,
  ...boost,
  ...call,
  ...callWindow,
  ...changePassword,
  ...checkout,
  ...choices,
  ...common,
  ...completeBasics,
  ...composer,
  ...connectionRequest,
  ...conversationList,
  ...databaseErrors,
  ...databaseSentences,
  ...deleteAccount,
  ...discovery,
  ...editProfile,
  ...emailLink,
  ...event,
  ...exportMyData,
  ...footer,
  ...formats,
  ...home,
  ...info,
  ...landing,
  ...language,
  ...login,
  ...matchMoment,
  ...memberName,
  ...memberProfile,
  ...memberSafety,
  ...message,
  ...messageFlags,
  ...messagesPage,
  ...notification,
  ...notificationToggles,
  ...notificationsPage,
  ...passkey,
  ...personality,
  ...personalityTraits,
  ...photos,
  ...plan,
  ...planCard,
  ...planRefusals,
  ...preferences,
  ...pricing,
  ...privacy,
  ...privacyPolicy,
  ...profile,
  ...profileGrid,
  ...profilePage,
  ...publicHeader,
  ...push,
  ...register,
  ...registration,
  ...respondToInterest,
  ...security,
  ...settings,
  ...settingsNotifications,
  ...settingsPage,
  ...settingsPrivacy,
  ...settingsProfile,
  ...showInterest,
  ...signInStep,
  ...signOut,
  ...site,
  ...subscription,
  ...support,
  ...terms,
  ...themeToggle,
  ...thread,
  ...unsubscribe,
  ...usageLeft,
  ...verification,
  ...walkThrough,
  ...walkThroughSteps,
  ...waitRefusals,
};

export default ar;
