import { callerOf, deleteAuthUser } from '../_shared/auth-api.ts';
import { withCors } from '../_shared/cors.ts';
import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { refusal } from './answers.ts';
import { proveOwnership } from './reauthentication.ts';
import { removeMemberFiles } from './remove-member-files.ts';
import { needsSecondStep } from './second-step.ts';

export interface DeleteAccountOptions {
  /** Entries per storage listing page (hosted Storage's default is 100). */
  pageSize?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

interface DeleteAccountBody {
  confirm?: unknown;
  password?: unknown;
}

async function readBody(req: Request): Promise<DeleteAccountBody | undefined> {
  try {
    const body: unknown = await req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /functions/v1/delete-account `{ confirm: 'DELETE', password? }`: the caller's account goes
 * for good. Its files (photos, support screenshots) are removed from storage, then the auth user is deleted, and the
 * database's cascades remove the profile, photos, interests, connection requests, messages and
 * billing rows. Answers 200 `{ deleted: true }`, or `{ error, code }` (answers.ts).
 */
export function createDeleteAccountHandler({ pageSize = 100, now = Date.now }: DeleteAccountOptions = {}): EdgeHandler {
  return async (req: Request, env: EdgeEnv) => {
    if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
    const caller = await callerOf(req, env);
    if (!caller) return refusal('notSignedIn');
    const { token, user } = caller;
    if (await needsSecondStep(env, token)) return refusal('secondStepRequired');

    const body = await readBody(req);
    if (!body) return refusal('badRequest');
    if (body.confirm !== 'DELETE') return refusal('confirmationRequired');
    const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
    const clientAddress = req.headers.get('x-forwarded-for')?.split(',')[0].trim() || null;
    const refused = await proveOwnership(env, user, token, password, clientAddress, Math.floor(now() / 1000));
    if (refused) return refused;

    try {
      await removeMemberFiles(env, user.id, pageSize);
      await deleteAuthUser(env, user.id);
      // An upload that raced the steps above is in a folder nobody owns now: remove it too.
      await removeMemberFiles(env, user.id, pageSize);
    } catch (error) {
      console.error(`delete-account: deleting ${user.id} failed:`, error);
      return refusal('failed');
    }
    return Response.json({ deleted: true });
  };
}

export const handler: EdgeHandler = withCors(createDeleteAccountHandler());
