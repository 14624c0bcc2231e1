import { createHash, randomInt } from 'node:crypto';

/** GoTrue's default MAILER_OTP_EXP: a link or code works for an hour. */
export const ONE_TIME_TOKEN_TTL_SECONDS = 3600;
const OTP_DIGITS = 6;

export interface OneTimeToken {
  /** The code a person could type (GoTrue's {{ .Token }}). */
  otp: string;
  /** What is stored and what links carry (GoTrue's {{ .TokenHash }}): sha224 of address + code. */
  tokenHash: string;
}

/** GoTrue's token hash: hex sha224 of the address followed by the code. */
export function tokenHashOf(email: string, otp: string): string {
  return createHash('sha224').update(email + otp).digest('hex');
}

export function newOneTimeToken(email: string): OneTimeToken {
  const otp = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  return { otp, tokenHash: tokenHashOf(email, otp) };
}
