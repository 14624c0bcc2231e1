import type { Catalogue } from '@/shared/i18n';
import account from './account';
import analytics from './analytics';
import appHeader from './appHeader';
import authErrors from './authErrors';
import boost from './boost';
import choices from './choices';
import common from './common';
import completeBasics from './completeBasics';
import conversationList from './conversationList';
import databaseErrors from './databaseErrors';
import discovery from './discovery';
import emailLink from './emailLink';
import footer from './footer';
import formats from './formats';
import language from './language';
import login from './login';
import plan from './plan';
import privacy from './privacy';
import profile from './profile';
import profileGrid from './profileGrid';
import publicHeader from './publicHeader';
import register from './register';
import registration from './registration';
import security from './security';
import settings from './settings';
import settingsPage from './settingsPage';
import signInStep from './signInStep';
import subscription from './subscription';
import support from './support';
import thread from './thread';
import unsubscribe from './unsubscribe';
import walkThrough from './walkThrough';
import walkThroughSteps from './walkThroughSteps';

/**
 * Spanish (neutral, tuteo: a dating app speaks to "tú"). Keys are the English texts' `namespace.key`;
 * `{0}`, `{1}` the English function's arguments; plurals in ICU (docs/i18n.md).
 */
const es: Catalogue = {
  ...account,
  ...analytics,
  ...appHeader,
  ...authErrors,
  ...boost,
  ...choices,
  ...common,
  ...completeBasics,
  ...conversationList,
  ...databaseErrors,
  ...discovery,
  ...emailLink,
  ...footer,
  ...formats,
  ...language,
  ...login,
  ...plan,
  ...privacy,
  ...profile,
  ...profileGrid,
  ...publicHeader,
  ...register,
  ...registration,
  ...security,
  ...settings,
  ...settingsPage,
  ...signInStep,
  ...subscription,
  ...support,
  ...thread,
  ...unsubscribe,
  ...walkThrough,
  ...walkThroughSteps,
};

export default es;
