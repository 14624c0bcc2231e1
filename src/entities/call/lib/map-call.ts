import { CALL_STATUSES, type CallStatus } from '@rules/call-rules';
import type { CallRecord } from '../model/call';

/** A calls row, or a get_call_log row, as the functions and the member stream deliver it. */
export interface CallRow {
  id: string;
  caller_id: string;
  callee_id: string;
  status: string;
  created_at: string;
  answered_at: string | null;
  ended_at: string | null;
}

const knownStatus = (status: string): CallStatus => CALL_STATUSES.find((known) => known === status) ?? 'ended';

export function toCallRecord(row: CallRow): CallRecord {
  return {
    id: row.id,
    callerId: row.caller_id,
    calleeId: row.callee_id,
    status: knownStatus(row.status),
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    endedAt: row.ended_at,
  };
}

/** The other member of a call. */
export const callPartner = (call: CallRecord, me: string) => (call.callerId === me ? call.calleeId : call.callerId);
