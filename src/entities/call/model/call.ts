import type { CallStatus } from '@rules/call-rules';

/** One video call between two matches, as the call log keeps it (public.calls). */
export interface CallRecord {
  id: string;
  callerId: string;
  calleeId: string;
  /** As the members see it: a call left ringing past the timeout is 'missed' (private.call_status). */
  status: CallStatus;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
}
