import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { sendBatch, type PushLists, type TakenPush } from '../_shared/push-batch.ts';
import type { PushSigning } from '../_shared/push-sender.ts';
import { isServiceRoleCaller } from '../_shared/service-caller.ts';
import { serviceRpc } from '../_shared/service-rest.ts';
import { refusal } from './answers.ts';

// One call sends at most 5 batches of 20, each leased for 60 s and sent 10 at a time, 10 s a push:
// well within an Edge Function's wall clock; what is left waits for the next call.
const BATCHES = 5;
const BATCH = 20;

/** The VAPID keys and subject from the function's secrets, when all are set. */
function signingOf(env: EdgeEnv): PushSigning | undefined {
  const [publicKey, privateKey, subject] = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).map((name) => env.secrets.get(name));
  return publicKey && privateKey && subject ? { vapid: { publicKey, privateKey }, subject } : undefined;
}

/**
 * POST /functions/v1/send-push, called with the service-role key by a database webhook on
 * private.push_outbox inserts and by a pg_cron job every minute for retries (docs/deployment.md,
 * Push notifications): takes due pushes from the outbox (take_pushes), signs, encrypts and sends
 * each, and reports them (finish_pushes). Answers how many were taken and what became of them.
 * Unlike the embedded server it cannot tell whether the member has the app open: the service
 * worker shows nothing then (docs/notifications.md).
 */
export const handler: EdgeHandler = async (req, env) => {
  if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
  if (!(await isServiceRoleCaller(req, env))) return refusal('notService');
  const signing = signingOf(env);
  if (!signing) return refusal('noKeys');
  const total: Record<keyof PushLists, number> = { sent: 0, skipped: 0, gone: 0, failed: 0 };
  let taken = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    const rows = await serviceRpc<TakenPush[]>(env, 'take_pushes', { max_pushes: BATCH, lease_seconds: 60 });
    if (rows.length === 0) break;
    taken += rows.length;
    const lists = await sendBatch(rows, signing, { timeoutMs: 10_000, parallel: 10 });
    await serviceRpc(env, 'finish_pushes', lists);
    for (const name of Object.keys(total) as (keyof PushLists)[]) total[name] += lists[name].length;
    if (rows.length < BATCH) break;
  }
  return Response.json({ taken, ...total });
};
