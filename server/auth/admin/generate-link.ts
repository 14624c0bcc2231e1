import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { inviteMail } from '../email/auth-emails';
import { emailLink, type LinkType } from '../email/email-links';
import { newOneTimeToken, type OneTimeToken } from '../email/one-time-token';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { storeToken, type TokenKind } from '../email/token-store';
import { authError } from '../errors/error-catalogue';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword } from '../passwords/password-hash';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import { insertEmailUser } from '../users/email-user';
import type { UserRow } from '../users/user-row';
import { userJsonOf } from '../users/user-json-of';
import { assertUserMetadataSize } from '../users/user-metadata';
import { userWriteError } from '../users/user-write-error';
import { findUserByEmail, findUserById, isEmailTaken, mergeUserMetadata } from '../users/users';
import { requireAdminCredentials } from './admin-credentials';

const LinkBody = z.object({
  type: optionalText,
  email: optionalText,
  new_email: optionalText,
  password: z.string().nullish(),
  data: optionalObject,
  redirect_to: optionalText,
});

/** What each link type stores and which page of the SPA takes it. */
const LINKS: Record<string, { kind: TokenKind; page: LinkType }> = {
  signup: { kind: 'confirmation', page: 'signup' },
  invite: { kind: 'confirmation', page: 'invite' },
  magiclink: { kind: 'recovery', page: 'magiclink' },
  recovery: { kind: 'recovery', page: 'recovery' },
  email_change_new: { kind: 'email_change', page: 'email_change' },
};

/** A new, unconfirmed user for a signup or invite link: with her password, or none (an invitation). */
async function newUser(tx: Tx, email: string, passwordHash: string, data: Record<string, unknown>, token: OneTimeToken): Promise<UserRow> {
  if (await isEmailTaken(tx, email)) throw authError('emailExists');
  return insertEmailUser(tx, { email, passwordHash, data, userMetadata: { ...data, email_verified: false }, storedToken: token.stored });
}

interface Made {
  user: UserRow;
  type: string;
  token: OneTimeToken;
}

/**
 * The user a link is for, made when GoTrue makes one (signup, invite, and magiclink for a new address,
 * which becomes a signup), and the link's token stored in her row.
 */
async function prepare(tx: Tx, body: z.output<typeof LinkBody>, email: string, passwordHash: string | undefined): Promise<Made> {
  let type = body.type;
  let user = await findUserByEmail(tx, email);
  if (!user && (type === 'recovery' || type === 'email_change_new')) throw authError('linkUserNotFound');
  if (!user && type === 'magiclink') type = 'signup';
  const data = body.data ?? {};
  const tokenEmail = type === 'email_change_new' ? normalizeEmail(body.new_email) : email;
  const token = newOneTimeToken(tokenEmail);
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at) throw authError('emailExists');
    if (user) await mergeUserMetadata(tx, user.id, data);
    else user = await newUser(tx, email, passwordHash ?? '', data, token);
    if (type === 'invite') await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
  }
  if (type === 'email_change_new' && (await isEmailTaken(tx, tokenEmail, user!.id))) throw authError('emailExists');
  await storeToken(tx, user!.id, LINKS[type].kind, token, type === 'email_change_new' ? tokenEmail : undefined);
  return { user: (await findUserById(tx, user!.id))!, type, token };
}

/**
 * POST /admin/generate_link (supabase-js `auth.admin.generateLink`), for the service role: the link an
 * e-mail would carry, without sending it, for the operator to deliver herself. Answers the user with
 * GoTrue's `action_link`, `email_otp`, `hashed_token`, `redirect_to` and `verification_type`. The link is
 * the SPA's page with `token_hash` (as this server's e-mails carry), not GoTrue's `/verify` redirect.
 */
export async function generateLink(request: AuthRequest, services: AuthServices): Promise<void> {
  await requireAdminCredentials(request, services);
  const body = await readAuthJson(request.req, LinkBody);
  if (body.type === 'email_change_current') throw authError('secureEmailChangeOff');
  if (!Object.hasOwn(LINKS, body.type)) throw authError('linkTypeInvalid');
  const email = normalizeEmail(body.email);
  if (body.type === 'signup') assertPasswordAcceptable(body.password ?? '', services.options.passwordRule);
  if (body.data) assertUserMetadataSize(body.data);
  const passwordHash = body.type === 'signup' && body.password ? await hashPassword(body.password, services.options.passwordHashCost) : undefined;
  const json = await services.ctx.db
    .transaction(async (tx) => {
      const made = await prepare(tx, body, email, passwordHash);
      const link = emailLink(request, services, LINKS[made.type].page, made.token.linkToken, body.redirect_to || undefined);
      return {
        ...(await userJsonOf(tx, made.user)),
        action_link: link,
        email_otp: made.token.otp,
        hashed_token: made.token.linkToken,
        redirect_to: new URL(link).origin + new URL(link).pathname,
        verification_type: made.type,
      };
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  sendJson(request.res, 200, json);
}

const InviteBody = z.object({ email: optionalText, data: optionalObject });

/**
 * POST /invite (supabase-js `auth.admin.inviteUserByEmail`), for the service role: a user without a
 * password, invited now, and 'You're invited to Ascend' with a link that signs her in (type `invite`).
 * An address that already has a confirmed account is 422 `email_exists`.
 */
export async function invite(request: AuthRequest, services: AuthServices): Promise<void> {
  await requireAdminCredentials(request, services);
  const body = await readAuthJson(request.req, InviteBody);
  const email = normalizeEmail(body.email);
  if (body.data) assertUserMetadataSize(body.data);
  const redirectTo = request.url.searchParams.get('redirect_to') || undefined;
  const made = await services.ctx.db
    .transaction((tx) => prepare(tx, { type: 'invite', email, new_email: '', data: body.data, password: null, redirect_to: '' }, email, undefined))
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  const link = emailLink(request, services, 'invite', made.token.linkToken, redirectTo);
  // In the language the invitation's metadata names (`data.locale`), or her profile's if she has one.
  sendAuthMailIn(services, made.user.id, (locale) => inviteMail(email, link, locale));
  sendJson(request.res, 200, await userJsonOf(services.ctx.db, made.user));
}
