import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/** Every refusal of the email-digest function: status, code, message. */
export const EMAIL_DIGEST_REFUSALS = {
  methodNotAllowed: [405, 'method_not_allowed', 'Use POST.'],
  notService: [403, 'service_role_only', 'Only the scheduler sends digests.'],
  noMail: [503, 'mail_unavailable', 'SMTP_URL is not set: no e-mail can be sent.'],
  smtpFailed: [502, 'smtp_failed', 'The SMTP server cannot be reached or refused the login; no digest was taken.'],
} as const satisfies Record<string, RefusalAnswer>;

export const refusal = (name: keyof typeof EMAIL_DIGEST_REFUSALS, headers: Record<string, string> = {}): Response =>
  refusalResponse(EMAIL_DIGEST_REFUSALS[name], headers);
