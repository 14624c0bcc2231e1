// The words of the shared components (the loading ring, 'Try again', the optional message), the
// browser tab's default title and the name of a hidden member. A file of their own: the loading ring is in the landing page's first
// load, which should not bring the other texts with it. Read in the reader's language (docs/i18n.md).
import { HIDDEN_MEMBER_NAME } from '@rules/member-text';
import { defineTexts } from '@/shared/i18n';

export const commonTexts = defineTexts('common', {
  /** The loading ring's name for screen readers, when its page gives none. */
  loading: 'Loading',
  tryAgain: 'Try again',
  messageOptional: 'Message (optional)',
  /** The tab's title on the landing page and on any page without a title of its own (index.html's). */
  defaultDocumentTitle: 'Ascend — meet people worth meeting',
  /** A member whose name is hidden from the reader (the server's pushes say it in English, @rules). */
  hiddenMember: HIDDEN_MEMBER_NAME,
});
