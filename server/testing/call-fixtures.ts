import type { Database } from '../db/types';
import { as, type TestUser } from './test-users';

/** A public.calls row as the call functions answer it. */
export interface CallRow {
  id: string;
  caller_id: string;
  callee_id: string;
  status: string;
  created_at: string;
  answered_at: string | null;
  ended_at: string | null;
}

const call = (fn: string) => async (db: Database, member: TestUser, value: string) =>
  (await as(db, member)<CallRow>(`select * from public.${fn}($1::uuid)`, [value])).rows[0];

/** The caller starts a call to a match; the callee answers, declines; either ends it. */
export const startCall = call('start_call');
export const answerCall = call('answer_call');
export const declineCall = call('decline_call');
export const endCall = call('end_call');

/** The calls between the member and a partner, newest first, as the thread shows them. */
export const callLog = async (db: Database, member: TestUser, partner: TestUser) =>
  (await as(db, member)<CallRow>('select * from public.get_call_log($1)', [partner.id])).rows;

/** Moves a call's start back, as if it had rung that many seconds ago. */
export const backdateCall = (db: Database, id: string, seconds: number) =>
  db.query(`update public.calls set created_at = now() - $2 * interval '1 second' where id = $1`, [id, seconds]);
