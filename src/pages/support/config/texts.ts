import { singleLineTextMessage, type SupportRequestState } from '@/shared/config';
import { defineTexts } from '@/shared/i18n';

/**
 * The words of /support. Not SPEC text (SPEC has no support page); the database's refusals ('Subject
 * is required', the five a day) come in its own words, the same as these where both say it
 * (server/db/rls/support-requests.test.ts ties the subject's).
 */
export const supportTexts = defineTexts('support', {
  title: 'Contact support',
  intro: 'Tell us what went wrong or what you need. We answer by e-mail, to the address you signed up with.',
  formLabel: 'Contact support',
  subject: 'Subject',
  message: 'Message',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  /** The longest a field may be, as the reader writes numbers ('5,000'). */
  subjectTooLong: (max: string) => `Subject must be at most ${max} characters`,
  messageTooLong: (max: string) => `Message must be at most ${max} characters`,
  /** The rule's words (@rules/single-line-text, the database's too) for this field. */
  subjectOneLine: singleLineTextMessage('Subject'),
  screenshot: 'Add a screenshot (optional)',
  screenshotHint: 'PNG, JPEG, WebP or GIF, up to 5 MB. Only our support team sees it.',
  removeScreenshot: 'Remove screenshot',
  screenshotNotAnImage: 'Choose a PNG, JPEG, WebP or GIF image',
  screenshotTooLarge: 'The screenshot must be 5 MB or smaller',
  screenshotFailed: 'Failed to upload the screenshot. Please try again.',
  send: 'Send request',
  sending: 'Sending...',
  sent: 'Your request was sent. We will answer by e-mail.',
  sendFailed: 'Failed to send your request. Please try again.',
  priorityIncluded: 'Your plan includes priority support: your requests are answered first.',
  priorityOffered: (plans: string) => `Priority support comes with ${plans}. Upgrade to have your requests answered first.`,
  // Her list of requests.
  listHeading: 'Your requests',
  listEmpty: 'You have not contacted support yet.',
  listFailed: 'Failed to load your support requests',
  listLoading: 'Loading your support requests',
  priority: 'Priority',
  screenshotAttached: 'Screenshot attached',
  states: { open: 'Open', answered: 'Answered', closed: 'Closed' } satisfies Record<SupportRequestState, string>,
});
