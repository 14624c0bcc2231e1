export { env, CLIENT_INFO } from './env';
export {
  MIN_AGE,
  USERNAME_MIN,
  USERNAME_MAX,
  NAME_MIN,
  NAME_MAX,
  PASSWORD_MIN,
  AGE_RANGE,
  INCOME_RANGE,
  INCOME_STEP,
  DISTANCE_RANGE,
  DEFAULT_DISTANCE,
  HEIGHT_RANGE,
  BIO_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  MAX_PHOTOS,
  MESSAGE_MAX_LENGTH,
  INTEREST_MESSAGE_MAX_LENGTH,
  MIN_INTERESTS,
  PROFILE_COMPLETENESS_ITEMS,
  PROFILE_COMPLETENESS_THRESHOLDS,
  SUBSCRIPTION_PERIOD_DAYS,
  FREE_TRIAL_DAYS,
  NETWORK_RETRY_DELAY_MS,
  REALTIME_EVENTS_PER_SECOND,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  PREFERRED_RELIGION_MAX_LENGTH,
} from './limits';
export {
  PROFILE_CHOICES,
  PROFILE_VISIBILITIES,
  isProfileChoice,
  type ProfileChoiceList,
  type ProfileChoice,
  type Gender,
  type Interest,
  type ProfileVisibility,
} from './profile-choices';
export { databaseErrorMessages, authErrorMessages } from './error-messages';
export { AUTH_TOAST_ID, profileMessages, settingsMessages } from './settings-messages';
export { routes, infoPageSlugs, type InfoPageSlug } from './routes';
