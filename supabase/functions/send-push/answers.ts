import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/** Every refusal of the send-push function: status, code, message. */
export const SEND_PUSH_REFUSALS = {
  methodNotAllowed: [405, 'method_not_allowed', 'Use POST.'],
  notService: [403, 'service_role_only', 'Only the database webhook or scheduler sends pushes.'],
  noKeys: [503, 'push_unavailable', 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set: no push can be signed.'],
} as const satisfies Record<string, RefusalAnswer>;

export const refusal = (name: keyof typeof SEND_PUSH_REFUSALS, headers: Record<string, string> = {}): Response =>
  refusalResponse(SEND_PUSH_REFUSALS[name], headers);
