// Dates and relative times in the reader's language (docs/i18n.md, Formats).
export { formatRelativeTime, formatDate } from '@/shared/i18n';
export { isMemberId } from './member/is-member-id';
export { choiceLabel } from './choice-label';
export { useDocumentTitle, documentTitle, takeTitleAskedAhead, APP_NAME, DEFAULT_DOCUMENT_TITLE } from './browser/use-document-title';
export { ageInYears, isAdult, latestAdultBirthDate, toIsoDate } from './age';
export {
  registrationTexts,
  registrationFieldsSchema,
  validateRegistration,
  validateRegistrationField,
  type RegistrationValues,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationCheck,
} from './registration/registration-schema';
export {
  validateNewPassword,
  type NewPasswordValues,
  type NewPasswordErrors,
} from './registration/validate-new-password';
export { useSentinel } from './viewport/use-sentinel';
export { useNearViewport } from './viewport/use-near-viewport';
export { memberName, memberHandle, HIDDEN_MEMBER_NAME } from './member/member-name';
export { downloadFile } from './browser/download-file';
export { returnPathFrom } from './navigation/return-path';
export { browserLocation } from './navigation/browser-location';
export { useOpenedOnce } from './lazy/use-opened-once';
export {
  photoSources,
  renderedPhotoUrl,
  CARD_PHOTO_WIDTHS,
  GALLERY_PHOTO_WIDTHS,
  AVATAR_PHOTO_WIDTHS,
  type PhotoSources,
} from './photo-url/photo-sources';
export { useBrowserValue } from './browser/use-browser-value';
export { afterPageIdle } from './browser/after-page-idle';
export { nextTask, yieldToBrowser } from './browser/next-task';
