import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { PlanTeaserSection } from './PlanTeaserSection';
import { useDocumentTitle } from '@/shared/lib';

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <FeatureSection />
      <PlanTeaserSection />
    </>
  );
}
