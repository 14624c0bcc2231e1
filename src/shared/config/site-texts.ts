// What the build writes into each prerendered page's head, in the page's language (scripts/prerender.ts).
// A file of its own: no page's code reads it, so it stays out of the landing page's first load.
import { defineTexts } from '@/shared/i18n';

export const siteTexts = defineTexts('site', {
  /** The pages' description for search engines: index.html's `<meta name="description">` in English. */
  description: 'Ascend: dating for adults, with AI helpers that make profiles, conversations and first dates better and safer.',
});
