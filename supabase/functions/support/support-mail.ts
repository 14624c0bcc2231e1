import { quotedLines, quotedMemberText, quotedName } from '../_shared/rules/member-text.ts';
import type { FunctionMail, MailAttachment } from '../_shared/smtp-sender.ts';
import { SUPPORT_SCREENSHOT_BUCKET, SUPPORT_SUBJECT_MAX } from '../_shared/rules/support-rules.ts';
import type { StoredSupportRequest } from './stored-request.ts';

/** Who wrote, as her account and her profile say. */
export interface SupportSender {
  email?: string;
  username: string;
  firstName: string | null;
}

export interface SupportMailParts {
  request: StoredSupportRequest;
  sender: SupportSender;
  /** SUPPORT_EMAIL. */
  to: string;
  /** The screenshot, or why it is not attached. */
  screenshot?: MailAttachment | 'not_attached';
}

/** What the mail's subject starts with when her plan includes priority support: the team's mail filters sort on it. */
export const PRIORITY_MARK = '[Priority]';

/** "[Priority] Support request: “Cannot upload a photo”": her subject quoted on one line, after the app's own words. */
export function supportSubject({ priority, subject }: Pick<StoredSupportRequest, 'priority' | 'subject'>): string {
  return `${priority ? `${PRIORITY_MARK} ` : ''}Support request: ${quotedMemberText(subject, SUPPORT_SUBJECT_MAX)}`;
}

function screenshotLine(request: StoredSupportRequest, screenshot: SupportMailParts['screenshot']): string {
  if (!request.screenshot_path) return 'Screenshot: none';
  const where = `${SUPPORT_SCREENSHOT_BUCKET}/${request.screenshot_path}`;
  return screenshot && screenshot !== 'not_attached' ? `Screenshot: attached (${where})` : `Screenshot: could not be attached; it is stored at ${where}`;
}

/**
 * A support request as the team reads it: plain text, who wrote and whether it is priority in the
 * app's own lines, her subject quoted on one line and her message quoted line by line (`> `), so
 * nothing she wrote passes for the mail's words (_shared/rules/member-text.ts). Answers go to her address
 * (Reply-To).
 */
export function supportMail({ request, sender, to, screenshot }: SupportMailParts): FunctionMail {
  const name = sender.firstName ? ` ${quotedName(sender.firstName)}` : '';
  const text = [
    'A support request on Ascend.',
    '',
    `From: @${sender.username}${name}${sender.email ? ` <${sender.email}>` : ''}`,
    `Member id: ${request.user_id}`,
    `Priority: ${request.priority ? 'yes, the member’s plan includes priority support' : 'no'}`,
    `Sent: ${request.created_at}`,
    `Request id: ${request.id}`,
    '',
    `Subject: ${quotedMemberText(request.subject, SUPPORT_SUBJECT_MAX)}`,
    '',
    'Message:',
    ...quotedLines(request.message),
    '',
    screenshotLine(request, screenshot),
    '',
    '--',
    sender.email ? `Reply to this e-mail to answer the member (${sender.email}).` : 'The member’s account has no e-mail address.',
    `Once answered: npm run support:list -- --answered ${request.id}`,
    '',
  ].join('\n');
  return {
    to,
    subject: supportSubject(request),
    text,
    ...(sender.email && { replyTo: sender.email }),
    ...(screenshot && screenshot !== 'not_attached' && { attachments: [screenshot] }),
  };
}
