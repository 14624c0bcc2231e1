import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.2 bounds and alphabet, as GoTrue enforces them on the code challenge. */
export const CODE_CHALLENGE_MIN_LENGTH = 43;
export const CODE_CHALLENGE_MAX_LENGTH = 128;
const CODE_CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;

export type CodeChallengeMethod = 's256' | 'plain';

/** Normalises a method as GoTrue stores it (case-insensitive), or null when unsupported. */
export function parseCodeChallengeMethod(method: string): CodeChallengeMethod | null {
  const lower = method.toLowerCase();
  return lower === 's256' || lower === 'plain' ? lower : null;
}

/** Why a challenge is unusable, or null when it is well formed. */
export function codeChallengeProblem(challenge: string): string | null {
  if (challenge.length < CODE_CHALLENGE_MIN_LENGTH || challenge.length > CODE_CHALLENGE_MAX_LENGTH) {
    return `code challenge has to be between ${CODE_CHALLENGE_MIN_LENGTH} and ${CODE_CHALLENGE_MAX_LENGTH} characters`;
  }
  if (!CODE_CHALLENGE_PATTERN.test(challenge)) {
    return 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes';
  }
  return null;
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the verifier answers the challenge stored for the flow. */
export function verifyCodeChallenge(challenge: string, method: CodeChallengeMethod, verifier: string): boolean {
  const expected = method === 's256' ? s256Challenge(verifier) : verifier;
  return constantTimeEqual(challenge, expected);
}
