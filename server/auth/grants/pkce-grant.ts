import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { verifyCodeChallenge } from '../pkce/code-challenge';
import { deleteFlowState, lockFlowState } from '../pkce/flow-states';
import { optionalText, readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';

const PkceBody = z.object({ auth_code: optionalText, code_verifier: optionalText });

/** POST /token?grant_type=pkce: redeems an auth code once, with the verifier of its challenge. */
export async function pkceGrant(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, PkceBody);
  if (body.auth_code === '' || body.code_verifier === '') throw authError('pkceParamsMissing');

  const session = await services.ctx.db.transaction(async (tx) => {
    const flow = await lockFlowState(tx, body.auth_code);
    if (!flow || !flow.user_id) throw authError('flowStateNotFound');
    const ageSeconds = (Date.now() - flow.created_at.getTime()) / 1000;
    if (ageSeconds > services.options.flowStateTtlSeconds) throw authError('flowStateExpired');
    if (!verifyCodeChallenge(flow.code_challenge, flow.code_challenge_method, body.code_verifier)) {
      throw authError('badCodeVerifier');
    }
    await deleteFlowState(tx, flow.id);
    return startSession(tx, services, request, flow.user_id, flow.authentication_method);
  });
  sendJson(request.res, 200, session);
}
