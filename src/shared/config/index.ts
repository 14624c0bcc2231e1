export { env, CLIENT_INFO } from './env';
// What the database enforces comes from the rules it shares with the server and the functions.
export {
  MIN_AGE,
  USERNAME_MIN,
  USERNAME_MAX,
  NAME_MIN,
  NAME_MAX,
  PASSWORD_MIN,
  AGE_RANGE,
  INCOME_RANGE,
  DISTANCE_RANGE,
  HEIGHT_RANGE,
  BIO_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_CAP,
  MESSAGE_MAX_LENGTH,
  INTEREST_MESSAGE_MAX_LENGTH,
  PREFERRED_RELIGION_MAX_LENGTH,
} from '@rules/limits';
export {
  INCOME_STEP,
  DEFAULT_DISTANCE,
  MIN_INTERESTS,
  PROFILE_COMPLETENESS_ITEMS,
  PROFILE_COMPLETENESS_THRESHOLDS,
  SUBSCRIPTION_PERIOD_DAYS,
  FREE_TRIAL_DAYS,
  NETWORK_RETRY_DELAY_MS,
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_RECONNECT_LAST_DELAY_MS,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
} from './limits';
export { CONTROL_CHARACTERS, singleLineTextMessage } from '@rules/single-line-text';
export {
  PROFILE_CHOICES,
  PROFILE_VISIBILITIES,
  isProfileChoice,
  type ProfileChoiceList,
  type ProfileChoice,
  type Gender,
  type Interest,
  type ProfileVisibility,
} from '@rules/profile-choices';
export { databaseErrorMessages, authErrorMessages } from './error-messages';
export { choiceTexts } from './choice-texts';
export { commonTexts } from './ui-texts';
export { siteTexts } from './site-texts';
export { planRefusalTexts } from './plan-refusal-texts';
export { waitRefusalTexts } from './wait-refusal-texts';
export { databaseSentenceTexts } from './database-sentence-texts';
export { emailLinkTexts } from './email-link-texts';
export { AUTH_TOAST_ID, DELETE_CONFIRM_WORD, profileTexts, settingsTexts } from './texts';
export { routes, infoPageSlugs, type InfoPageSlug } from './routes';
export {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_BUCKET,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SUBJECT_MAX,
  isSupportScreenshotType,
  type SupportRequestState,
  type SupportScreenshotType,
} from '@rules/support-rules';
export { VERIFICATION_POSES, type VerificationPose } from '@rules/verification-rules';
