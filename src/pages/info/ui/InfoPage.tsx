import type { InfoPageSlug } from '@/shared/config';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { ArticlePage, BackLink } from '@/shared/ui';
import { infoPage } from '../config/info-pages';
import { infoTexts } from '../config/texts';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page = infoPage(slug);
  useDocumentTitle(page.title);
  return (
    <ArticlePage
      title={page.title}
      intro={page.intro}
      sections={page.sections}
      backSlot={<BackLink to={routes.landing} label={infoTexts.back} />}
    />
  );
}
