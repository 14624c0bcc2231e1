// What a support request may hold, written once for the `support` function, the form and the
// database's tests (supabase/functions/_shared/support-rules.ts, a file without imports, which
// tsconfig.app.json includes).
// eslint-disable-next-line no-restricted-imports -- not a slice: a file the SPA shares with the functions
export {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_BUCKET,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SUBJECT_MAX,
  isSupportScreenshotType,
  type SupportRequestState,
  type SupportScreenshotType,
} from '../../../supabase/functions/_shared/support-rules';
