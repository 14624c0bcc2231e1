import { callerOf, type AuthUser } from '../_shared/auth-api.ts';
import { withCors } from '../_shared/cors.ts';
import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { smtpSender } from '../_shared/smtp-sender.ts';
import { DEFAULT_SUPPORT_EMAIL } from '../_shared/rules/support-rules.ts';
import { refusal } from './answers.ts';
import { readSupportRequest } from './request.ts';
import { screenshotAttachment } from './screenshot.ts';
import { senderProfile, storeSupportRequest, type StoredSupportRequest } from './stored-request.ts';
import { supportMail } from './support-mail.ts';

/**
 * E-mails a stored request to SUPPORT_EMAIL. Whether it was mailed does not change what the member
 * is told: her request is stored, and the operators' list (`npm run support:list`) holds every open
 * one. A failure is logged with the request's id.
 */
async function mailTeam(env: EdgeEnv, token: string, user: AuthUser, request: StoredSupportRequest): Promise<boolean> {
  const sender = await smtpSender(env.secrets);
  if (!sender) {
    console.error(`support: SMTP_URL is not set, so request ${request.id} was stored but not e-mailed`);
    return false;
  }
  try {
    const [profile, screenshot] = await Promise.all([
      senderProfile(env, token, user.id),
      request.screenshot_path
        ? screenshotAttachment(env, token, request.screenshot_path).catch((error: unknown) => {
            console.error(`support: the screenshot of request ${request.id} could not be attached:`, error);
            return 'not_attached' as const;
          })
        : undefined,
    ]);
    const mail = supportMail({
      request,
      sender: { email: user.email, username: profile.username, firstName: profile.first_name },
      to: env.secrets.get('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL,
      screenshot,
    });
    const [outcome] = await sender.sendAll([mail]);
    if (outcome.status === 'rejected') throw outcome.reason;
    return true;
  } catch (error) {
    console.error(`support: request ${request.id} was stored but not e-mailed:`, error);
    return false;
  } finally {
    sender.close();
  }
}

/**
 * POST /functions/v1/support `{ subject, message, screenshot_path? }` with the member's JWT
 * (docs/plans.md, Priority support): stores her request through create_support_request as herself
 * (the database caps, checks, counts five a day and marks it priority from her plan), then e-mails
 * it to SUPPORT_EMAIL, '[Priority]' first in the subject when it is. Answers 201
 * `{ request, mailed }`; the database's refusals with its words and code (400, 429); answers.ts for
 * the rest.
 */
export const supportHandler: EdgeHandler = async (req, env) => {
  if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
  const caller = await callerOf(req, env);
  if (!caller) return refusal('notSignedIn');
  const body = await readSupportRequest(req);
  if (!body) return refusal('badRequest');
  try {
    const outcome = await storeSupportRequest(env, caller.token, body);
    if ('refused' in outcome) return outcome.refused;
    const mailed = await mailTeam(env, caller.token, caller.user, outcome.stored);
    return Response.json({ request: outcome.stored, mailed }, { status: 201 });
  } catch (error) {
    console.error('support: the request could not be stored:', error);
    return refusal('failed');
  }
};

export const handler: EdgeHandler = withCors(supportHandler);
