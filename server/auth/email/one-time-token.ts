import { createHash, randomBytes, randomInt } from 'node:crypto';

/** GoTrue's default MAILER_OTP_EXP: a link or code works for an hour. */
export const ONE_TIME_TOKEN_TTL_SECONDS = 3600;
const OTP_DIGITS = 6;
const LINK_TOKEN_BYTES = 32;
const LINK_TOKEN = /^[0-9a-f]{64}$/;
const OTP = /^\d{6}$/;

/**
 * One pending proof of an address, spendable two ways. A link carries 256 random bits, so nobody
 * can compute it; the six digits are for typing only, where every wrong guess is counted
 * (token-guesses.ts). GoTrue puts sha224(address + code) in its links instead: anyone who knows
 * the address computes all million of them in a second, and a link is not counted like a code.
 */
export interface OneTimeToken {
  /** The code a person could type (GoTrue's {{ .Token }}). */
  otp: string;
  /** What a link carries as `token_hash`: 64 hex digits. */
  linkToken: string;
  /** What auth.users keeps: a digest of each, so a copy of the table opens no link. */
  stored: string;
}

/** Which half of a stored token a request proves, and the digest it must match. */
export interface TokenProof {
  half: 'link' | 'code';
  digest: string;
}

const sha = (algorithm: 'sha224' | 'sha256', text: string) => createHash(algorithm).update(text).digest('hex');
/** GoTrue's code hash: hex sha224 of the address followed by the code. */
const codeDigest = (email: string, otp: string) => sha('sha224', email + otp);

export function newOneTimeToken(email: string): OneTimeToken {
  const otp = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const linkToken = randomBytes(LINK_TOKEN_BYTES).toString('hex');
  return { otp, linkToken, stored: `${sha('sha256', linkToken)}:${codeDigest(email, otp)}` };
}

/** The proof a link's `token_hash` offers; undefined when it cannot be one of ours (an old sha224 link, say). */
export function linkProof(token: string): TokenProof | undefined {
  return LINK_TOKEN.test(token) ? { half: 'link', digest: sha('sha256', token) } : undefined;
}

/** The proof a typed code offers for the address; undefined when it is not six digits. */
export function codeProof(email: string, otp: string): TokenProof | undefined {
  const code = otp.trim();
  return OTP.test(code) ? { half: 'code', digest: codeDigest(email, code) } : undefined;
}
