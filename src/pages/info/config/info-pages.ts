import type { InfoPageSlug } from '@/shared/config';
import type { ArticleSection } from '@/shared/ui';
import { infoTexts } from './texts';

interface InfoPageContent {
  title: string;
  intro: string;
  sections: ArticleSection[];
}

type PageTexts = { title: string; intro: string } & Partial<Record<`${'h' | 'p'}${1 | 2 | 3 | 4}`, string>>;

/** Each page's texts in infoTexts (config/texts.ts), and how many sections it has. */
const pages: Record<InfoPageSlug, [group: Exclude<keyof typeof infoTexts, 'back'>, sections: number]> = {
  about: ['about', 2],
  careers: ['careers', 1],
  press: ['press', 1],
  blog: ['blog', 1],
  help: ['help', 4],
  safety: ['safety', 2],
  community: ['community', 2],
  contact: ['contact', 2],
  'cookie-policy': ['cookies', 2],
  licenses: ['licenses', 3],
};

/**
 * The footer's company, support and legal pages: short, real, and one shared layout. Read as the page
 * renders, in the reader's language.
 */
export function infoPage(slug: InfoPageSlug): InfoPageContent {
  const [group, count] = pages[slug];
  const texts: PageTexts = infoTexts[group];
  const sections = Array.from({ length: count }, (_, index) => {
    const n = (index + 1) as 1 | 2 | 3 | 4;
    return { heading: texts[`h${n}`] ?? '', paragraphs: [texts[`p${n}`] ?? ''] };
  });
  return { title: texts.title, intro: texts.intro, sections };
}
