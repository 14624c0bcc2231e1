import type { ArticleSection } from '@/shared/ui';
import { privacyPolicyTexts } from './texts';

/** The policy's sections, read as the page renders (in the reader's language). */
export function privacySections(): ArticleSection[] {
  const { collect, use, see, rights, storage, contact } = privacyPolicyTexts;
  return [
    { heading: collect.h, paragraphs: [collect.p1, collect.p2, collect.p3] },
    { heading: use.h, paragraphs: [use.p1, use.p2] },
    { heading: see.h, paragraphs: [see.p1, see.p2] },
    { heading: rights.h, paragraphs: [rights.p1, rights.p2] },
    { heading: storage.h, paragraphs: [storage.p1] },
    { heading: contact.h, paragraphs: [contact.p1] },
  ];
}
