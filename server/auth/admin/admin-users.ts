import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword } from '../passwords/password-hash';
import { readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import type { UserRow } from '../users/user-row';
import { userJsonOf } from '../users/user-json-of';
import { assertUserMetadataSize } from '../users/user-metadata';
import { userWriteError } from '../users/user-write-error';
import { findUserById, insertIdentity, insertUser, isEmailTaken, mergeUserMetadata, refreshProviders, setPasswordHash } from '../users/users';
import { requireAdminCredentials } from './admin-credentials';
import { AdminUserBody, banMilliseconds, mustBeKnownRole, type AdminUserParams } from './admin-user-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** The user row an id names, 404 in GoTrue's words when the id is not a UUID or nobody has it. */
async function loadUser(tx: Tx, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw authError('userIdNotUuid');
  const user = await findUserById(tx, id);
  if (!user) throw authError('adminUserNotFound');
  return user;
}

/** A password given in plain text, checked by this server's rule and hashed; or a bcrypt hash given as it is. */
async function passwordHashOf(params: AdminUserParams, services: AuthServices): Promise<string | undefined> {
  if (params.password && params.password_hash) throw authError('passwordAndHash');
  if (params.password_hash) {
    if (!BCRYPT_HASH.test(params.password_hash)) throw authError('passwordHashInvalid');
    return params.password_hash;
  }
  if (!params.password) return undefined;
  assertPasswordAcceptable(params.password, services.options.passwordRule);
  return hashPassword(params.password, services.options.passwordHashCost);
}

/** The app metadata an operator sets: merged as GoTrue merges it (null removes a key). */
async function mergeAppMetadata(tx: Tx, userId: string, updates: Record<string, unknown>): Promise<void> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

/** What createUser and updateUserById change after the row exists, in GoTrue's order. */
async function applyAdminChanges(tx: Tx, userId: string, params: AdminUserParams): Promise<void> {
  if (params.email_confirm) {
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = \'\', updated_at = now() where id = $1', [userId]);
  }
  if (params.app_metadata) await mergeAppMetadata(tx, userId, params.app_metadata);
  if (params.ban_duration) {
    const ms = banMilliseconds(params.ban_duration);
    await tx.query(`update auth.users set banned_until = case when $2::bigint = 0 then null else now() + make_interval(secs => $2::bigint / 1000.0) end, updated_at = now() where id = $1`, [userId, ms]);
    // A ban ends the user's sessions, so no refresh token outlives it (GoTrue logs banned users out the same way).
    if (ms > 0) await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

/** POST /admin/users (auth.admin.createUser): a user made by the operator, confirmed if she says so. */
export async function createUser(request: AuthRequest, services: AuthServices): Promise<void> {
  await requireAdminCredentials(request, services);
  const params = await readAuthJson(request.req, AdminUserBody);
  if (params.phone) throw authError('adminPhoneUnsupported');
  if (!params.email) throw authError('adminUserNeedsEmail');
  const email = normalizeEmail(params.email);
  if (params.id && !UUID.test(params.id)) throw authError('customIdInvalid');
  if (params.id === NIL_UUID) throw authError('customIdNil');
  if (params.role) mustBeKnownRole(params.role);
  if (params.ban_duration) banMilliseconds(params.ban_duration);
  const userMetadata = params.user_metadata ?? {};
  assertUserMetadataSize(userMetadata);
  // Without a password the account can only be entered by a link (GoTrue sets an unguessable one).
  const passwordHash = (await passwordHashOf(params, services)) ?? (await hashPassword(randomBytes(32).toString('base64url'), services.options.passwordHashCost));
  const json = await services.ctx.db
    .transaction(async (tx) => {
      if (await isEmailTaken(tx, email)) throw authError('emailExists');
      const created = await insertUser(tx, {
        email,
        passwordHash,
        // Unconfirmed until email_confirm: a link (generateLink, invite) or the operator confirms it.
        confirmation: params.email_confirm ? { confirmed: true } : { confirmed: false, storedToken: null },
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata,
        id: params.id ?? undefined,
      });
      await insertIdentity(tx, {
        userId: created.id,
        provider: 'email',
        providerId: created.id,
        identityData: { sub: created.id, email, email_verified: false, phone_verified: false },
      });
      await applyAdminChanges(tx, created.id, params);
      return userJsonOf(tx, (await findUserById(tx, created.id))!);
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  sendJson(request.res, 200, json);
}

/** GET /admin/users/{id} (auth.admin.getUserById). */
export async function getUserById(request: AuthRequest, services: AuthServices, id: string): Promise<void> {
  await requireAdminCredentials(request, services);
  const json = await services.ctx.db.transaction(async (tx) => userJsonOf(tx, await loadUser(tx, id)));
  sendJson(request.res, 200, json);
}

/** PUT /admin/users/{id} (auth.admin.updateUserById): e-mail, password, metadata, confirmation, ban. */
export async function updateUserById(request: AuthRequest, services: AuthServices, id: string): Promise<void> {
  await requireAdminCredentials(request, services);
  if (!UUID.test(id)) throw authError('userIdNotUuid');
  const params = await readAuthJson(request.req, AdminUserBody);
  if (params.phone) throw authError('adminPhoneUnsupported');
  const email = params.email ? normalizeEmail(params.email) : undefined;
  if (params.role) mustBeKnownRole(params.role);
  if (params.ban_duration) banMilliseconds(params.ban_duration);
  if (params.user_metadata) assertUserMetadataSize(params.user_metadata);
  const passwordHash = await passwordHashOf(params, services);
  const json = await services.ctx.db
    .transaction(async (tx) => {
      const user = await loadUser(tx, id);
      if (passwordHash) await setPasswordHash(tx, user.id, passwordHash);
      if (email && email !== user.email) {
        if (await isEmailTaken(tx, email, user.id)) throw authError('emailExists');
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, email]);
        const { affectedRows } = await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [user.id, email, params.email_confirm === true],
        );
        if (!affectedRows) {
          await insertIdentity(tx, { userId: user.id, provider: 'email', providerId: user.id, identityData: { sub: user.id, email, email_verified: params.email_confirm === true } });
          await refreshProviders(tx, user.id);
        }
      }
      if (params.user_metadata) await mergeUserMetadata(tx, user.id, params.user_metadata);
      await applyAdminChanges(tx, user.id, params);
      return userJsonOf(tx, (await findUserById(tx, user.id))!);
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'userUpdateRejected') ?? error;
    });
  sendJson(request.res, 200, json);
}
