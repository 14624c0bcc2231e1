import { callTexts, type CallSession } from '@/entities/call';

/** The window's heading for where the call is. */
export function callTitle({ phase, outcome, isCaller }: CallSession, partnerName: string): string {
  if (phase === 'calling') return callTexts.calling(partnerName);
  if (phase === 'connecting') return callTexts.connecting;
  if (phase === 'active') return callTexts.inCallWith(partnerName);
  switch (outcome) {
    case 'declined':
      return callTexts.declined;
    case 'missed':
      return isCaller ? callTexts.noAnswer : callTexts.ended;
    case 'failed':
      return callTexts.failed;
    default:
      return callTexts.ended;
  }
}
