/**
 * What crosses the pair's call channel (broadcast event 'signal'): the callee says she is listening
 * ('ready', after she accepted), the caller offers, she answers, both trickle ICE candidates, and
 * either hangs up. Ringing, answering and declining are the database's (the calls row).
 */
export type CallSignal =
  | { kind: 'ready' }
  | { kind: 'offer'; sdp: string }
  | { kind: 'answer'; sdp: string }
  | { kind: 'candidate'; candidate: RTCIceCandidateInit }
  | { kind: 'hangup' };

/** A signal as sent: which call, from whom. */
export type CallSignalMessage = CallSignal & { call_id: string; from: string };

export const CALL_SIGNAL_EVENT = 'signal';

const KINDS = new Set(['ready', 'offer', 'answer', 'candidate', 'hangup']);

/** The payload as a signal of this call from the partner, or null (another call, or not a signal). */
export function signalOf(payload: unknown, callId: string, partnerId: string): CallSignal | null {
  const message = payload as Partial<CallSignalMessage> | null;
  if (!message || message.call_id !== callId || message.from !== partnerId || !KINDS.has(message.kind ?? '')) return null;
  return message as CallSignal;
}
