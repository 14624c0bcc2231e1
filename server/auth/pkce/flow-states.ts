import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db';
import type { AuthenticationMethod } from '../sessions/sessions';
import type { CodeChallengeMethod } from './code-challenge';

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: CodeChallengeMethod;
  authentication_method: AuthenticationMethod;
  created_at: Date;
}

export interface NewFlowState {
  userId: string;
  providerType: string;
  method: AuthenticationMethod;
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
}

/** Records a pending PKCE exchange and returns its auth code (a UUID, as GoTrue issues). */
export async function createFlowState(tx: Tx, flow: NewFlowState): Promise<string> {
  const authCode = randomUUID();
  await tx.query(
    `insert into auth.flow_state (
       id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method, auth_code_issued_at
     ) values (gen_random_uuid(), $1, $2, $3, $4, $5, '', '', now(), now(), $6, now())`,
    [flow.userId, authCode, flow.codeChallengeMethod, flow.codeChallenge, flow.providerType, flow.method],
  );
  return authCode;
}

/** The pending exchange for an auth code, locked so it can be redeemed once. */
export async function lockFlowState(tx: Tx, authCode: string): Promise<FlowStateRow | undefined> {
  const { rows } = await tx.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method::text as code_challenge_method,
            authentication_method, created_at
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  return rows[0];
}

export async function deleteFlowState(tx: Tx, id: string): Promise<void> {
  await tx.query('delete from auth.flow_state where id = $1', [id]);
}
