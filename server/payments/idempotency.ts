import { StripeApiError } from './stripe-error';

export interface SavedAnswer {
  status: number;
  body: string;
}

type Entry = { request: string; expires: number; answer?: SavedAnswer };

const KEY_LIFETIME_SECONDS = 24 * 3600;
/** A development stand-in: a bound keeps a runaway client from growing memory without end. */
const MAX_KEYS = 10_000;

/**
 * Stripe's `Idempotency-Key` for POSTs: the same key with the same request gets the first answer
 * again (the SDK retries a POST whose connection closed, even with retries off); with another
 * request it is refused. Only answers of a request that ran to success are kept, as Stripe keeps
 * none for a request refused by validation. Keys are forgotten after 24 hours, as Stripe's are.
 */
export class IdempotencyKeys {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  /** The saved answer to replay, or undefined when the request should run; throws on misuse. */
  begin(key: string, request: string): SavedAnswer | undefined {
    this.forgetExpired();
    const entry = this.entries.get(key);
    if (entry && entry.request !== request) {
      throw new StripeApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: 'idempotency_error' },
      );
    }
    if (entry && !entry.answer) {
      throw new StripeApiError(409, 'There is currently another in-progress request using this Idempotency-Key. Try again later.', {
        type: 'idempotency_error',
      });
    }
    if (entry) return entry.answer;
    if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { request, expires: this.now() + KEY_LIFETIME_SECONDS });
    return undefined;
  }

  /** Keeps a successful answer for replay, or frees the key of a request that failed. */
  finish(key: string, answer: SavedAnswer): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (answer.status >= 200 && answer.status < 300) entry.answer = answer;
    else this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private forgetExpired(): void {
    const now = this.now();
    // Insertion order is expiry order: stop at the first key still alive.
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.entries.delete(key);
    }
  }
}
