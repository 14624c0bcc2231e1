import { pushMessage, type PushedNotification } from './push-message.ts';
import { sendPush, type PushDevice, type PushOutcome, type PushSigning } from './push-sender.ts';

/** One row of take_pushes (supabase/schemas/push/take_pushes.sql). */
export type TakenPush = PushDevice & PushedNotification & { push_id: string; member_id: string };

/** The ids of a batch by what became of them: finish_pushes' four arguments. */
export type PushLists = Record<PushOutcome | 'skipped', string[]>;

export interface BatchOptions {
  /** How long one push service may take to answer. */
  timeoutMs: number;
  /** Pushes sent at once. */
  parallel: number;
  /** True for a push not to send (the embedded server: its member has the app open). */
  skip?: (push: TakenPush) => boolean;
  /** Sends one push; tests replace it. */
  send?: typeof sendPush;
}

/** Runs `work` over `items`, at most `parallel` at once. */
async function inParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Sends a batch taken with take_pushes and sorts its ids for finish_pushes: the embedded server
 * (server/push) and the send-push function both run it (docs/notifications.md, Push notifications).
 * A push that throws (timeout, refused connection) is logged and tried again later.
 */
export async function sendBatch(rows: TakenPush[], signing: PushSigning, options: BatchOptions): Promise<PushLists> {
  const send = options.send ?? sendPush;
  const lists: PushLists = { sent: [], skipped: [], gone: [], failed: [] };
  const deliver = async (push: TakenPush): Promise<PushOutcome> => {
    try {
      return await send(push, pushMessage(push), signing, options.timeoutMs);
    } catch (error) {
      console.error(`push: sending to ${new URL(push.endpoint).host} failed:`, (error as { message?: string } | undefined)?.message ?? String(error));
      return 'failed';
    }
  };
  await inParallel(rows, options.parallel, async (push) => {
    lists[options.skip?.(push) ? 'skipped' : await deliver(push)].push(push.push_id);
  });
  return lists;
}
