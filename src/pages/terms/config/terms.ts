import type { ArticleSection } from '@/shared/ui';
import { termsTexts } from './texts';

/** The terms' sections, read as the page renders (in the reader's language). */
export function termsSections(): ArticleSection[] {
  const { who, account, conduct, content, ai, plans, ending } = termsTexts;
  return [
    { heading: who.h, paragraphs: [who.p1, who.p2] },
    { heading: account.h, paragraphs: [account.p1, account.p2] },
    { heading: conduct.h, paragraphs: [conduct.p1, conduct.p2] },
    { heading: content.h, paragraphs: [content.p1, content.p2] },
    { heading: ai.h, paragraphs: [ai.p1, ai.p2] },
    { heading: plans.h, paragraphs: [plans.p1] },
    { heading: ending.h, paragraphs: [ending.p1, ending.p2] },
  ];
}
