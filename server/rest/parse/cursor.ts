import { restErrors } from '../rest-error';

// Syntax failures, which attempt() backtracks from; any other error (a limit) reaches the client as is.
const syntaxFailures = new WeakSet<Error>();

/**
 * A position in one query-string value. Failures read like PostgREST's (Parsec's): the message names
 * what failed and where, the details say what was found and what was expected.
 */
export class Cursor {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly label: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length);
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  /** Consumes s when it comes next. */
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail([`"${s}"`]);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Runs a parse step, rewinding when its syntax does not match. */
  attempt<T>(step: () => T): T | undefined {
    const start = this.pos;
    try {
      return step();
    } catch (error) {
      if (!syntaxFailures.has(error as Error)) throw error;
      this.pos = start;
      return undefined;
    }
  }

  fail(expecting: string[]): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    const alternatives =
      expecting.length <= 1 ? expecting.join('') : `${expecting.slice(0, -1).join(', ')} or ${expecting.at(-1)}`;
    const failure = restErrors.parse(
      `"${this.label}" (line 1, column ${this.pos + 1})`,
      `unexpected ${found}${alternatives ? ` expecting ${alternatives}` : ''}`,
    );
    syntaxFailures.add(failure);
    throw failure;
  }
}
