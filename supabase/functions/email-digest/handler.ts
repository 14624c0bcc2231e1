import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { isServiceRoleCaller } from '../_shared/service-caller.ts';
import { unsubscribeKey } from '../_shared/unsubscribe-token.ts';
import { refusal } from './answers.ts';
import { takeDigests } from './digest.ts';
import { digestLinks } from './digest-links.ts';
import { digestMail } from './digest-mail.ts';
import { smtpSender, type SmtpSender } from '../_shared/smtp-sender.ts';

/** Takes the members due a digest (marked sent by that) and e-mails each; a refused one is logged. */
async function sendDigests(env: EdgeEnv, sender: SmtpSender): Promise<Response> {
  const digests = await takeDigests(env);
  const key = await unsubscribeKey(env);
  const mails = await Promise.all(digests.map(async (digest) => digestMail(digest, await digestLinks(env, key, digest.member_id))));
  const outcomes = await sender.sendAll(mails);
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') console.error(`email-digest: the digest of ${digests[i].member_id} was not sent:`, outcome.reason);
  });
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
  return Response.json({ taken: digests.length, sent: digests.length - failed, failed });
}

/**
 * POST /functions/v1/email-digest, called every quarter of an hour by a scheduler with the
 * service-role key (docs/notifications.md, Digest e-mails): takes up to 100 members due a digest,
 * already marked sent, and e-mails each. Answers how many were taken, sent and failed; a failed
 * one is not tried again (at most one digest a day, never two).
 */
export const handler: EdgeHandler = async (req, env) => {
  if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
  if (!(await isServiceRoleCaller(req, env))) return refusal('notService');
  const sender = await smtpSender(env.secrets);
  // Both checked before taking anyone: a digest taken is marked sent, so a provider that cannot
  // send would lose the day's digests.
  if (!sender) return refusal('noMail');
  try {
    const reachable = await sender.verify().then(
      () => true,
      (error: unknown) => void console.error('email-digest: the SMTP server failed:', error),
    );
    return reachable ? await sendDigests(env, sender) : refusal('smtpFailed');
  } finally {
    sender.close();
  }
};
