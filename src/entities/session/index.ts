export {
  sessionSlice,
  authEventReceived,
  sessionLoadFailed,
  initialSessionState,
  selectSessionUser,
  selectIsSignedIn,
  selectSessionLoading,
  selectSessionError,
  selectNeedsSecondFactor,
  type AuthEvent,
  type SessionState,
  type SessionUser,
} from './model/session-slice';
export { selectSessionGate, type SessionGate } from './model/session-gate';
export { followSession } from './model/follow-session';
export { startSessionSync, SESSION_LOAD_ERROR } from './model/session-sync';
export { userSignedIn, userSignedOut } from './model/session-events';
export { useGetSignInMethodsQuery, type SignInMethods } from './api/sign-in-methods-api';
export {
  useRequestPasswordResetMutation,
  useResendConfirmationMutation,
  useSetNewPasswordMutation,
  useVerifyEmailLinkMutation,
  type EmailLinkType,
} from './api/email-link-api';
