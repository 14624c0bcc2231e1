import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { createChallenge } from './challenges';
import { authenticatePermanentSession } from './mfa-session';
import { ownedFactor } from './owned-factor';

/** POST /factors/{id}/challenge (supabase-js `mfa.challenge`): `{ id, type, expires_at }`, as GoTrue. */
export async function challenge(request: AuthRequest, services: AuthServices, factorId: string): Promise<void> {
  const { user } = await authenticatePermanentSession(request, services);
  const factor = await ownedFactor(services, user.id, factorId);
  const created = await services.ctx.db.transaction((tx) => createChallenge(tx, factor.id, request.ip));
  sendJson(request.res, 200, { id: created.id, type: factor.factor_type, expires_at: created.expiresAt });
}
