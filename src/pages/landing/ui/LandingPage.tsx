import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { PlanTeaserSection, type PlanTeasersQueryComponent } from './PlanTeaserSection';
import { useDocumentTitle } from '@/shared/lib';

interface LandingPageProps {
  /** Reads the plan catalogue; the app hands it over so that it (and the API) load after this page. */
  PlanTeasersQuery: PlanTeasersQueryComponent;
}

export function LandingPage({ PlanTeasersQuery }: LandingPageProps) {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <FeatureSection />
      <PlanTeaserSection PlanTeasersQuery={PlanTeasersQuery} />
    </>
  );
}
