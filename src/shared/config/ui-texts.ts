// The words of the shared components (the loading ring, 'Try again', the optional message) and the
// browser tab's default title. A file of their own: the loading ring is in the landing page's first
// load, which should not bring the other texts with it (a hidden member's name lives with memberName,
// for the same reason). Read in the reader's language (docs/i18n.md).
import { defineTexts } from '@/shared/i18n';

export const commonTexts = defineTexts('common', {
  /** The loading ring's name for screen readers, when its page gives none. */
  loading: 'Loading',
  tryAgain: 'Try again',
  messageOptional: 'Message (optional)',
  /** The tab's title on the landing page and on any page without a title of its own (index.html's). */
  defaultDocumentTitle: 'Ascend — meet people worth meeting',
});
