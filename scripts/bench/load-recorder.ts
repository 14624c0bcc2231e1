import { performance } from 'node:perf_hooks';
import { percentile } from './open-loop';

/** What a member does; `rest` ones are the API's answers the REST goal is about. */
export type ActionKind = 'auth' | 'rest' | 'realtime';

export interface ActionFigures {
  name: string;
  kind: ActionKind;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface WindowFigures {
  actions: ActionFigures[];
  /** Every REST answer of the window pooled. */
  rest: ActionFigures;
  errors: number;
  firstError?: string;
  /** Send started → the receiver's postgres_changes callback, ms. */
  delivery: { count: number; lost: number; p50: number; p95: number };
  /** Broadcast typing sent → the partner's callback, ms. */
  typing: { count: number; lost: number; p50: number; p95: number };
  /** Actions the schedule wanted while every member picked was busy with her last one. */
  skipped: number;
}

const figures = (name: string, kind: ActionKind, times: number[], errors: number): ActionFigures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, kind, count: sorted.length, errors, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

/** One stretch of the run (a ramp, a steady load): latencies by action, errors and deliveries. */
export class LoadWindow {
  private readonly times = new Map<string, { kind: ActionKind; times: number[]; errors: number }>();
  private readonly deliveries: number[] = [];
  private readonly typings: number[] = [];
  private awaited = { messages: new Map<string, number>(), typing: new Map<string, number>() };
  private firstError?: string;
  skipped = 0;

  /** Runs one action and keeps its time, or its error (a thrown error or a supabase-js `{ error }`). */
  async time<T>(name: string, kind: ActionKind, action: () => PromiseLike<T>): Promise<T | undefined> {
    const entry = this.times.get(name) ?? { kind, times: [], errors: 0 };
    this.times.set(name, entry);
    const t0 = performance.now();
    try {
      const result = await action();
      const error = (result as { error?: { message?: string } | null } | undefined)?.error;
      if (error) throw new Error(error.message ?? JSON.stringify(error));
      entry.times.push(performance.now() - t0);
      return result;
    } catch (error) {
      entry.errors += 1;
      this.firstError ??= `${name}: ${(error as Error).message}`;
      return undefined;
    }
  }

  /** A message (or typing) sent at `t0`, whose arrival the receiver reports by key. */
  expect(what: 'messages' | 'typing', key: string, t0: number): void {
    this.awaited[what].set(key, t0);
  }

  /** The receiver's callback: true when this window was waiting for it. */
  arrived(what: 'messages' | 'typing', key: string): boolean {
    const t0 = this.awaited[what].get(key);
    if (t0 === undefined) return false;
    this.awaited[what].delete(key);
    (what === 'messages' ? this.deliveries : this.typings).push(performance.now() - t0);
    return true;
  }

  /** Still on their way. */
  get inFlight(): number {
    return this.awaited.messages.size + this.awaited.typing.size;
  }

  summary(): WindowFigures {
    const actions = [...this.times].map(([name, { kind, times, errors }]) => figures(name, kind, times, errors));
    const restTimes = [...this.times.values()].filter((e) => e.kind === 'rest').flatMap((e) => e.times);
    const errors = actions.reduce((sum, a) => sum + a.errors, 0);
    const spread = (times: number[], lost: number) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { count: sorted.length, lost, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    };
    return {
      actions,
      rest: figures('REST, every action', 'rest', restTimes, actions.filter((a) => a.kind === 'rest').reduce((s, a) => s + a.errors, 0)),
      errors: errors + this.awaited.messages.size,
      firstError: this.firstError ?? (this.awaited.messages.size > 0 ? `${this.awaited.messages.size} messages not delivered` : undefined),
      delivery: spread(this.deliveries, this.awaited.messages.size),
      typing: spread(this.typings, this.awaited.typing.size),
      skipped: this.skipped,
    };
  }
}
