import { callTexts } from '../config/call-texts';
import type { CallRecord } from '../model/call';

/** '45 s', '4 min', '1 h 5 min': how long an answered call lasted. */
export function callDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The thread's line for one call: 'Missed video call', 'Declined video call', 'Video call, 4 min'. */
export function callLogLine(call: CallRecord): string {
  switch (call.status) {
    case 'missed':
      return callTexts.logMissed;
    case 'declined':
      return callTexts.logDeclined;
    case 'ringing':
      return callTexts.logRinging;
    case 'accepted':
      return callTexts.logAccepted;
    case 'ended': {
      const from = Date.parse(call.answeredAt ?? call.createdAt);
      const to = Date.parse(call.endedAt ?? call.answeredAt ?? call.createdAt);
      return call.answeredAt ? callTexts.logEnded(callDuration((to - from) / 1000)) : callTexts.logMissed;
    }
  }
}
