import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { readAuthJson } from '../request-body';
import { findUserById } from '../users/users';
import { requireAdminCredentials } from './admin-credentials';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DeleteBody = z.object({ should_soft_delete: z.boolean().nullish() });

/**
 * DELETE /admin/users/{id}, as GoTrue's adminUserDelete: the user row goes, and the database's
 * cascades take its identities, sessions, refresh tokens and factors, and the app's rows (profile,
 * photos, interests, requests, messages, billing). Answers 200 `{}`.
 */
export async function deleteUser(request: AuthRequest, services: AuthServices, userId: string): Promise<void> {
  await requireAdminCredentials(request, services);
  if (!UUID.test(userId)) throw authError('userIdNotUuid');
  const { db } = services.ctx;
  if (!(await findUserById(db, userId))) throw authError('adminUserNotFound');
  const body = await readAuthJson(request.req, DeleteBody);
  // GoTrue's soft deletion (obfuscated e-mail, kept row) is not implemented: refuse rather than hard-delete.
  if (body.should_soft_delete) throw authError('softDeleteUnsupported');
  await db.query('delete from auth.users where id = $1', [userId]);
  sendJson(request.res, 200, {});
}
