import type { Claims } from '../jwt';

// Verifying a token costs about a tenth of a millisecond; an app sends the same one for an hour.
const MAX_ENTRIES = 1000;

/** Tokens already verified with one secret, kept until they expire. */
export class VerifiedTokens {
  private readonly entries = new Map<string, Claims>();

  get(token: string): Claims | undefined {
    const claims = this.entries.get(token);
    if (claims === undefined) return undefined;
    if (typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: Claims): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, claims);
  }
}
