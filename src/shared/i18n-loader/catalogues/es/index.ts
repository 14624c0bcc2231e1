import type { Catalogue } from '@/shared/i18n';
import account from './account';
import aiAnswer from './aiAnswer';
import aiAssistant from './aiAssistant';
import aiMatchmaker from './aiMatchmaker';
import analytics from './analytics';
import appHeader from './appHeader';
import authErrors from './authErrors';
import authFactor from './authFactor';
import boost from './boost';
import call from './call';
import checkout from './checkout';
import choices from './choices';
import common from './common';
import completeBasics from './completeBasics';
import composer from './composer';
import connectionRequest from './connectionRequest';
import conversationList from './conversationList';
import databaseErrors from './databaseErrors';
import discovery from './discovery';
import editProfile from './editProfile';
import emailLink from './emailLink';
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
import profileGrid from './profileGrid';
import publicHeader from './publicHeader';
import push from './push';
import register from './register';
import registration from './registration';
import respondToInterest from './respondToInterest';
import security from './security';
import settings from './settings';
import settingsPage from './settingsPage';
import showInterest from './showInterest';
import signInStep from './signInStep';
import signOut from './signOut';
import subscription from './subscription';
import support from './support';
import thread from './thread';
import unsubscribe from './unsubscribe';
import usageLeft from './usageLeft';
import verification from './verification';
import walkThrough from './walkThrough';
import walkThroughSteps from './walkThroughSteps';

/**
 * Spanish (neutral, tuteo: a dating app speaks to "tú"). Keys are the English texts' `namespace.key`;
 * `{0}`, `{1}` the English function's arguments; plurals in ICU (docs/i18n.md).
 */
const es: Catalogue = {
  ...account,
  ...aiAnswer,
  ...aiAssistant,
  ...aiMatchmaker,
  ...analytics,
  ...appHeader,
  ...authErrors,
  ...authFactor,
  ...boost,
  ...call,
  ...checkout,
  ...choices,
  ...common,
  ...completeBasics,
  ...composer,
  ...connectionRequest,
  ...conversationList,
  ...databaseErrors,
  ...discovery,
  ...editProfile,
  ...emailLink,
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
  ...profileGrid,
  ...publicHeader,
  ...push,
  ...register,
  ...registration,
  ...respondToInterest,
  ...security,
  ...settings,
  ...settingsPage,
  ...showInterest,
  ...signInStep,
  ...signOut,
  ...subscription,
  ...support,
  ...thread,
  ...unsubscribe,
  ...usageLeft,
  ...verification,
  ...walkThrough,
  ...walkThroughSteps,
};

export default es;
