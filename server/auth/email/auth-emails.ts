import { serverTexts, type ServerLocale } from '../../../supabase/functions/_shared/server-messages/index.ts';
import type { OutgoingMail } from '../../mail';

/**
 * The auth e-mails, each written once. A hosted project sends its own from the templates in
 * docs/deployment.md, which carry the same links (`?token_hash=…&type=…`), so the SPA's pages work
 * with either. Each is in the user's language: sign-up's confirmation, the password reset, the magic link and the note to a
 * registered address are in the user's language (mail-locale.ts; docs/i18n.md, On the server), and
 * so are the others, through sendAuthMailIn.
 */
function mail(to: string, subject: string, lines: string[], action: { text: string; url: string }, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  const text = [...lines, '', `${action.text}: ${action.url}`, '', t('auth.linkOnce'), '', t('auth.signature')].join('\n');
  return { to, subject, text };
}

export function confirmSignupMail(to: string, url: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return mail(to, t('auth.confirmSignup.subject'), [t('auth.confirmSignup.welcome'), t('auth.confirmSignup.body')], { text: t('auth.confirmSignup.action'), url }, locale);
}

export function resetPasswordMail(to: string, url: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return mail(to, t('auth.resetPassword.subject'), [t('auth.resetPassword.body'), t('auth.resetPassword.ignore')], { text: t('auth.resetPassword.action'), url }, locale);
}

/** signInWithOtp for an account that exists: a link that signs her in, and the same proof as a code to type. */
export function magicLinkMail(to: string, url: string, code: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return mail(to, t('auth.magicLink.subject'), [t('auth.magicLink.body'), t('auth.magicLink.code', { code }), t('auth.ignore')], { text: t('auth.magicLink.action'), url }, locale);
}

/** The code of /reauthenticate: typed back as `nonce` to change the password or the e-mail. */
export function reauthenticationMail(to: string, code: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return { to, subject: t('auth.reauth.subject'), text: [t('auth.reauth.code', { code }), '', t('auth.reauth.note'), '', t('auth.signature')].join('\n') };
}

/** auth.admin.inviteUserByEmail: the team invites her; the link signs her in and proves the address. */
export function inviteMail(to: string, url: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return mail(to, t('auth.invite.subject'), [t('auth.invite.body'), t('auth.invite.password')], { text: t('auth.invite.action'), url }, locale);
}

export function confirmEmailChangeMail(to: string, url: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return mail(to, t('auth.emailChange.subject'), [t('auth.emailChange.body')], { text: t('auth.emailChange.action'), url }, locale);
}

/** Sent instead of a confirmation when the address already has an account: sign-up tells nobody else. */
export function alreadyRegisteredMail(to: string, signInUrl: string, resetUrl: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return {
    to,
    subject: t('auth.alreadyRegistered.subject'),
    text: [
      t('auth.alreadyRegistered.body'),
      '',
      t('auth.alreadyRegistered.signIn', { url: signInUrl }),
      t('auth.alreadyRegistered.forgot', { url: resetUrl }),
      '',
      t('auth.alreadyRegistered.ignore'),
      '',
      t('auth.signature'),
    ].join('\n'),
  };
}

/** A notice without a one-time link: what changed, and where the member sees and undoes it. */
function notice(to: string, subject: string, lines: string[], settingsUrl: string, locale: ServerLocale): OutgoingMail {
  const t = serverTexts(locale);
  const text = [...lines, '', t('auth.notice.settings', { url: settingsUrl }), '', t('auth.notice.warning'), '', t('auth.signature')];
  return { to, subject, text: text.join('\n') };
}

/** A factor is a second step after the password; a passkey (server/auth/passkeys) signs in by itself. */
export type SignInRole = 'second step' | 'whole sign-in';

/** The kinds of sign-in method a notice names (mfa-session.ts's factor types). */
export type SignInMethod = 'totp' | 'webauthn' | 'phone';

/** On each verified enrolment (server/auth/mfa): a thief who adds a factor is seen at once. */
export function signInMethodAddedMail(to: string, method: SignInMethod, settingsUrl: string, role: SignInRole = 'second step', locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  const line = t(role === 'second step' ? 'auth.methodAdded.secondStep' : 'auth.methodAdded.wholeSignIn', { method: t(`auth.method.${method}`) });
  return notice(to, t('auth.methodAdded.subject'), [line], settingsUrl, locale);
}

export function signInMethodRemovedMail(to: string, method: SignInMethod, settingsUrl: string, role: SignInRole = 'second step', locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  const line = t(role === 'second step' ? 'auth.methodRemoved.secondStep' : 'auth.methodRemoved.wholeSignIn', { method: t(`auth.method.${method}`) });
  return notice(to, t('auth.methodRemoved.subject'), [line], settingsUrl, locale);
}

/** A recovery code stands in for the authenticator: the member hears of each use, and how many remain. */
export function recoveryCodeUsedMail(to: string, left: number, settingsUrl: string, locale: ServerLocale = 'en'): OutgoingMail {
  const t = serverTexts(locale);
  return notice(to, t('auth.recoveryCodeUsed.subject'), [t('auth.recoveryCodeUsed.body', { count: left })], settingsUrl, locale);
}
