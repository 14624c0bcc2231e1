import { sendBatch, type BatchOptions, type TakenPush } from '../../supabase/functions/_shared/push-batch';
import type { PushSigning } from '../../supabase/functions/_shared/push-sender';
import type { Database } from '../db';

export interface PushDeliveryOptions extends PushSigning {
  /** True while the member has a realtime channel open: the app tells her itself, so no push. */
  isMemberConnected(memberId: string): boolean;
  /** How often the outbox is looked at without being woken (retries, a lease run out). */
  pollMs?: number;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** Sends one push; tests replace it. */
  send?: BatchOptions['send'];
}

export interface PushDelivery {
  /** Sends what is due now and resolves when the outbox holds nothing more due (tests await it). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

// A batch is leased for 60 s: 20 pushes, 10 at a time, each given 10 s, finish well within it.
const BATCH = 20;
const LEASE_SECONDS = 60;
const PARALLEL = 10;
const DEFAULT_POLL_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The embedded server's sender of the push outbox (docs/notifications.md, Push notifications). Woken
 * by `push_outbox` notifications after a commit, and every `pollMs`, it takes a leased batch with
 * take_pushes, sends each push outside any transaction (a slow push service never holds the
 * database's one connection), and reports with finish_pushes. A crash loses nothing: the rows stay
 * and are taken again when their lease runs out.
 */
export function startPushDelivery(db: Database, options: PushDeliveryOptions): PushDelivery {
  const batchOptions: BatchOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    parallel: PARALLEL,
    skip: (push) => options.isMemberConnected(push.member_id),
    send: options.send,
  };
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const runBatch = async (): Promise<number> => {
    const { rows } = await db.query<TakenPush>('select * from public.take_pushes($1, $2)', [BATCH, LEASE_SECONDS]);
    if (rows.length === 0) return 0;
    const lists = await sendBatch(rows, options, batchOptions);
    await db.query('select public.finish_pushes($1, $2, $3, $4)', [lists.sent, lists.skipped, lists.gone, lists.failed]);
    return rows.length;
  };

  const run = async () => {
    do {
      again = false;
      while (!stopped && (await runBatch()) === BATCH);
    } while (again && !stopped);
  };

  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => console.error('push: cannot take the outbox:', error))
      .finally(() => (running = undefined));
    return running;
  };

  const listening = db.listen('push_outbox', () => void wake());
  listening.catch((error: unknown) => console.error('push: cannot listen for new pushes:', error));
  const timer = setInterval(() => void wake(), options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();
  // What a stopped or crashed server left in the outbox.
  void wake();

  return {
    async flush() {
      while (running) await running;
      await wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const unlisten = await listening.catch(() => undefined);
      await unlisten?.();
      await running;
    },
  };
}
