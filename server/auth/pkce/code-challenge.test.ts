import { generatePKCEChallenge, generatePKCEVerifier } from '@supabase/auth-js/dist/main/lib/helpers';
import { codeChallengeProblem, parseCodeChallengeMethod, s256Challenge, verifyCodeChallenge } from './code-challenge';

const RFC_VERIFIER = 'dBjftJeZ4CVP-mJ92K3ZyqzAnT0KSdPLH6ZP9D_jjAY';
const RFC_CHALLENGE = s256Challenge(RFC_VERIFIER);

describe('PKCE', () => {
  it('computes the same S256 challenge as auth-js does in the browser', async () => {
    const verifier = generatePKCEVerifier();
    expect(s256Challenge(verifier)).toBe(await generatePKCEChallenge(verifier));
    expect(RFC_CHALLENGE).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the matching verifier for s256 and refuses any other', () => {
    expect(verifyCodeChallenge(RFC_CHALLENGE, 's256', RFC_VERIFIER)).toBe(true);
    expect(verifyCodeChallenge(RFC_CHALLENGE, 's256', `${RFC_VERIFIER}x`)).toBe(false);
    expect(verifyCodeChallenge(RFC_CHALLENGE, 's256', RFC_CHALLENGE)).toBe(false);
  });

  it('compares plain challenges verbatim', () => {
    expect(verifyCodeChallenge(RFC_VERIFIER, 'plain', RFC_VERIFIER)).toBe(true);
    expect(verifyCodeChallenge(RFC_VERIFIER, 'plain', RFC_VERIFIER.toLowerCase())).toBe(false);
  });

  it('parses methods case-insensitively and refuses unknown ones', () => {
    expect(parseCodeChallengeMethod('S256')).toBe('s256');
    expect(parseCodeChallengeMethod('plain')).toBe('plain');
    expect(parseCodeChallengeMethod('sha1')).toBeNull();
  });

  it('checks challenge length and alphabet as RFC 7636 §4.2 does', () => {
    expect(codeChallengeProblem(RFC_CHALLENGE)).toBeNull();
    expect(codeChallengeProblem('a'.repeat(42))).toMatch(/between 43 and 128/);
    expect(codeChallengeProblem('a'.repeat(129))).toMatch(/between 43 and 128/);
    expect(codeChallengeProblem(`${'a'.repeat(42)}+`)).toMatch(/alphanumeric/);
  });
});
