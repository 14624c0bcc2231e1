import { AuthHttpError } from './auth-error';

/**
 * Every error the auth API answers, with GoTrue's status, code and wording
 * (internal/api/apierrors and the handlers that raise them).
 */
export const AUTH_ERRORS = {
  badJson: [400, 'bad_json', 'Could not parse request body as JSON'],
  bodyTooLarge: [413, 'request_entity_too_large', 'Request body too large'],
  notFound: [404, 'not_found', 'Not Found'],
  methodNotAllowed: [405, 'method_not_allowed', 'Method Not Allowed'],
  rateLimited: [429, 'over_request_rate_limit', 'Request rate limit reached'],
  unexpected: [500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'],

  emailRequired: [400, 'validation_failed', 'An email address is required'],
  emailTooLong: [400, 'validation_failed', 'An email address is too long'],
  emailInvalid: [400, 'validation_failed', 'Unable to validate email address: invalid format'],
  signupPasswordRequired: [400, 'validation_failed', 'Signup requires a valid password'],
  // Features GoTrue has and this server keeps off, answered with GoTrue's own words for "disabled".
  otpEmailRequired: [400, 'validation_failed', 'An email address or phone number is required to get an OTP'],
  otpSignupsDisabled: [422, 'otp_disabled', 'Signups not allowed for otp'],
  signupDisabled: [422, 'signup_disabled', 'Signups not allowed for this instance'],
  anonymousDisabled: [422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
  anonymousPasswordWithoutEmail: [422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed'],
  samlDisabled: [404, 'saml_provider_disabled', 'SAML 2.0 is disabled'],
  web3Disabled: [422, 'web3_provider_disabled', 'Web3 provider is disabled'],
  idTokenProviderDisabled: [400, 'provider_disabled', 'Provider is not enabled'],
  idTokenProviderUnknown: [400, 'validation_failed', 'Custom OIDC provider not allowed'],
  signupEmailOnly: [400, 'validation_failed', 'Sign up only available with email provider'],
  signupEmailOrPhone: [400, 'validation_failed', 'Only an email address or phone number should be provided on signup.'],
  passwordTooLong: [400, 'validation_failed', 'Password cannot be longer than 72 characters'],
  weakPassword: [422, 'weak_password', 'Password is too weak'],
  userAlreadyExists: [422, 'user_already_exists', 'User already registered'],
  emailExists: [422, 'email_exists', 'A user with this email address has already been registered'],
  samePassword: [422, 'same_password', 'New password should be different from the old password.'],
  phoneSignupDisabled: [400, 'phone_provider_disabled', 'Phone signups are disabled'],
  newUserRejected: [422, 'validation_failed', 'Database error saving new user'],
  userUpdateRejected: [422, 'validation_failed', 'Error updating user'],
  userMetadataTooLarge: [400, 'validation_failed', 'User metadata is too large'],
  currentPasswordRequired: [400, 'current_password_required', 'Current password required when setting new password.'],
  nonceInvalid: [422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'],
  reauthenticateUnconfirmed: [422, 'email_not_confirmed', 'Please verify your email first.'],
  currentPasswordInvalid: [400, 'current_password_invalid', 'Current password required when setting new password.'],
  emailChangeNeedsPassword: [400, 'current_password_required', 'Current password required when changing the email address.'],

  passwordRecoveryEmailRequired: [422, 'validation_failed', 'Password recovery requires an email'],
  emailRateLimited: [429, 'over_email_send_rate_limit', 'Email rate limit exceeded'],
  verifyTypeInvalid: [400, 'validation_failed', 'Unsupported verification type'],
  verifyParamsMissing: [400, 'validation_failed', 'Verify requires either a token or a token hash'],
  otpExpired: [403, 'otp_expired', 'Token has expired or is invalid'],
  resendTypeInvalid: [400, 'validation_failed', 'Missing one of these types: signup, email_change'],

  invalidCredentials: [400, 'invalid_credentials', 'Invalid login credentials'],
  missingEmailOrPhone: [400, 'validation_failed', 'missing email or phone'],
  loginEmailOrPhone: [400, 'validation_failed', 'Only an email address or phone number should be provided on login.'],
  phoneLoginDisabled: [422, 'phone_provider_disabled', 'Phone logins are disabled'],
  emailNotConfirmed: [400, 'email_not_confirmed', 'Email not confirmed'],
  userBanned: [400, 'user_banned', 'User is banned'],
  unsupportedGrantType: [400, 'invalid_credentials', 'unsupported_grant_type'],

  refreshTokenInvalid: [400, 'validation_failed', 'Refresh token is not valid'],
  refreshTokenNotFound: [400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'],
  refreshTokenAlreadyUsed: [400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'],
  refreshSessionNotFound: [400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'],

  pkceParamsMissing: [400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'],
  pkceParamsIncomplete: [400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'],
  pkceMethodInvalid: [400, 'validation_failed', 'Invalid code_challenge_method'],
  codeChallengeInvalid: [400, 'validation_failed', 'code challenge is not valid'],
  flowStateNotFound: [404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'],
  flowStateExpired: [422, 'flow_state_expired', 'invalid flow state, flow state has expired'],
  badCodeVerifier: [400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'],

  noAuthorization: [401, 'no_authorization', 'This endpoint requires a valid Bearer token'],
  anonymousNotAllowed: [403, 'no_authorization', 'Anonymous user not allowed to perform these actions'],
  badJwt: [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'],
  missingSub: [403, 'bad_jwt', 'invalid claim: missing sub claim'],
  subNotUuid: [400, 'bad_jwt', 'invalid claim: sub claim must be a UUID'],
  sessionIdNotUuid: [403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID'],
  userNotFound: [403, 'user_not_found', 'User from sub claim in JWT does not exist'],
  sessionNotFound: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'],
  sessionRequired: [403, 'session_not_found', 'This action needs the token of a signed-in session (no session_id claim)'],
  logoutScopeInvalid: [400, 'validation_failed', 'Unsupported logout scope'],
  appMetadataForbidden: [403, 'not_admin', 'Updating app_metadata requires admin privileges'],

  notAdmin: [403, 'not_admin', 'User not allowed'],
  userIdNotUuid: [404, 'validation_failed', 'user_id must be an UUID'],
  adminUserNotFound: [404, 'user_not_found', 'User not found'],
  softDeleteUnsupported: [400, 'validation_failed', 'Soft deletion (should_soft_delete) is not supported by this server'],
  linkUserNotFound: [404, 'user_not_found', 'User with this email not found'],
  linkTypeInvalid: [400, 'validation_failed', 'Invalid email action link type requested'],
  secureEmailChangeOff: [400, 'validation_failed', 'Enable secure email change to generate link for current email'],
  adminUserNeedsEmail: [400, 'validation_failed', 'Cannot create a user without either an email or phone'],
  adminPhoneUnsupported: [400, 'validation_failed', 'Phone numbers are not supported by this server'],
  passwordAndHash: [400, 'validation_failed', 'Only a password or a password hash should be provided'],
  passwordHashInvalid: [400, 'validation_failed', 'Invalid password hash format: only bcrypt hashes are supported'],
  customIdInvalid: [400, 'validation_failed', 'ID must conform to the uuid v4 format'],
  customIdNil: [400, 'validation_failed', 'ID cannot be a nil uuid'],
  banDurationInvalid: [400, 'validation_failed', 'invalid format for ban duration'],
  roleInvalid: [400, 'validation_failed', "Only the 'authenticated' role can be given to a user on this server"],
  paginationInvalid: [400, 'validation_failed', 'Bad Pagination Parameters'],

  factorIdNotUuid: [404, 'validation_failed', 'factor_id must be an UUID'],
  factorNotFound: [404, 'mfa_factor_not_found', 'Factor not found'],
  factorTypeInvalid: [400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'],
  phoneEnrollDisabled: [422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'],
  webauthnEnrollDisabled: [422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'],
  factorNameConflict: [422, 'mfa_factor_name_conflict', 'A factor with the friendly name "" for this user already exists'],
  factorFieldTooLong: [400, 'validation_failed', 'friendly_name and issuer are at most 100 characters'],
  tooManyFactors: [422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'],
  aalRequiredToEnroll: [403, 'insufficient_aal', 'AAL2 required to enroll a new factor'],
  aalRequiredToUnenroll: [422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'],
  aalRequiredForCredentials: [401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'],
  mfaCodeRequired: [400, 'validation_failed', 'Code needs to be non-empty'],
  challengeNotFound: [422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'],
  challengeIpMismatch: [422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'],
  challengeExpired: [
    422,
    'mfa_challenge_expired',
    'MFA challenge has expired, verify against another challenge or create a new challenge.',
  ],
  totpCodeInvalid: [422, 'mfa_verification_failed', 'Invalid TOTP code entered'],
  recoveryCodeInvalid: [422, 'mfa_verification_failed', 'Invalid recovery code entered'],

  // Passkeys (server/auth/passkeys), as GoTrue's passkey_*.go answer them.
  passkeyDisabled: [404, 'passkey_disabled', 'Passkeys are disabled'],
  passkeyChallengeIdRequired: [400, 'validation_failed', 'challenge_id is required'],
  passkeyChallengeIdNotUuid: [400, 'validation_failed', 'challenge_id must be a valid UUID'],
  passkeyCredentialRequired: [400, 'validation_failed', 'credential is required'],
  passkeyChallengeNotFound: [400, 'webauthn_challenge_not_found', 'Challenge not found or already used'],
  passkeyChallengeExpired: [400, 'webauthn_challenge_expired', 'Challenge has expired'],
  passkeyResponseInvalid: [400, 'webauthn_verification_failed', 'Invalid credential response'],
  passkeyVerificationFailed: [400, 'webauthn_verification_failed', 'Credential verification failed'],
  passkeyExists: [422, 'webauthn_credential_exists', 'This credential is already registered'],
  tooManyPasskeys: [422, 'too_many_passkeys', 'Maximum number of passkeys reached'],
  passkeyNotFound: [404, 'validation_failed', 'Passkey not found'],
  passkeyNameRequired: [400, 'validation_failed', 'friendly_name is required'],
  passkeyNameTooLong: [400, 'validation_failed', 'friendly_name must be 120 characters or less'],
  passkeyEmailNotConfirmed: [403, 'email_not_confirmed', 'Email not confirmed'],
  passkeyUserBanned: [403, 'user_banned', 'User is banned'],
  aalRequiredForPasskeys: [403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled'],

  providerUnsupported: [400, 'validation_failed', 'Unsupported provider: provider is not enabled'],
  badOAuthState: [400, 'bad_oauth_state', 'OAuth state is invalid or has expired; start the sign-in again'],
  googleEmailTaken: [
    422,
    'email_exists',
    'An account with this email address already signs in another way. ' +
      'The local Google stand-in does not link accounts: use another email address.',
  ],
  googleAccountHasPassword: [
    422,
    'email_exists',
    'This account has a password: sign in with your email address and password. ' +
      'The local Google stand-in only opens accounts that have none.',
  ],
} as const satisfies Record<string, readonly [number, string, string]>;

export type AuthErrorName = keyof typeof AUTH_ERRORS;

/** 429 with `Retry-After` in whole seconds: GoTrue sends none, but clients and proxies honour it. */
export function rateLimitedError(retryAfterMs: number): AuthHttpError {
  const [status, code, text] = AUTH_ERRORS.rateLimited;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AuthHttpError(status, code, text, {}, { 'Retry-After': String(seconds) });
}

/** Builds the named error; `message` replaces the table's wording where GoTrue formats in a detail. */
export function authError(name: AuthErrorName, message?: string, extra?: Record<string, unknown>): AuthHttpError {
  const [status, code, text] = AUTH_ERRORS[name];
  return new AuthHttpError(status, code, message ?? text, extra);
}
