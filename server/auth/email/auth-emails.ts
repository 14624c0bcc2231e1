import { serverTexts, type ServerLocale } from '../../../supabase/functions/_shared/server-messages/index.ts';
import type { OutgoingMail } from '../../mail';

/**
 * The auth e-mails, each written once. A hosted project sends its own from the templates in
 * docs/deployment.md, which carry the same links (`?token_hash=…&type=…`), so the SPA's pages work
 * with either. Sign-up's confirmation, the password reset, the magic link and the note to a
 * registered address are in the user's language (mail-locale.ts; docs/i18n.md, On the server);
 * the others are in English still.
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
export function reauthenticationMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your Ascend confirmation code',
    text: [`Enter this code to confirm it is you: ${code}`, '', 'It works for one hour and only once. If you did not ask for it, change your password.', '', '— Ascend'].join('\n'),
  };
}

/** auth.admin.inviteUserByEmail: the team invites her; the link signs her in and proves the address. */
export function inviteMail(to: string, url: string): OutgoingMail {
  return mail(to, "You're invited to Ascend", ["You've been invited to join Ascend, where people meet for real.", 'Once in, set a password in Settings to sign in again.'], {
    text: 'Accept the invitation',
    url,
  });
}

export function confirmEmailChangeMail(to: string, url: string): OutgoingMail {
  return mail(to, 'Confirm your new e-mail address', ['You asked to use this e-mail address for your Ascend account.'], {
    text: 'Confirm the new address',
    url,
  });
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
function notice(to: string, subject: string, lines: string[], settingsUrl: string): OutgoingMail {
  const text = [...lines, '', `Your sign-in methods: ${settingsUrl}`, '', "If it wasn't you, change your password now and remove what you don't recognise.", '', '— Ascend'];
  return { to, subject, text: text.join('\n') };
}

/** A factor is a second step after the password; a passkey (server/auth/passkeys) signs in by itself. */
export type SignInRole = 'second step' | 'whole sign-in';

/** On each verified enrolment (server/auth/mfa): a thief who adds a factor is seen at once. */
export function signInMethodAddedMail(to: string, method: string, settingsUrl: string, role: SignInRole = 'second step'): OutgoingMail {
  const how = role === 'second step' ? 'as a second step to sign in to' : 'as a way to sign in to';
  return notice(to, 'A new sign-in method was added to your account', [`${method} was just added ${how} your Ascend account.`], settingsUrl);
}

export function signInMethodRemovedMail(to: string, method: string, settingsUrl: string, role: SignInRole = 'second step'): OutgoingMail {
  const from = role === 'second step' ? 'the second steps' : 'the ways';
  return notice(to, 'A sign-in method was removed from your account', [`${method} was just removed from ${from} to sign in to your Ascend account.`], settingsUrl);
}

/** A recovery code stands in for the authenticator: the member hears of each use, and how many remain. */
export function recoveryCodeUsedMail(to: string, left: number, settingsUrl: string): OutgoingMail {
  return notice(to, 'A recovery code was used to sign in to your account', [`A recovery code was just used instead of your authenticator app. ${left} of your recovery codes are left.`], settingsUrl);
}
