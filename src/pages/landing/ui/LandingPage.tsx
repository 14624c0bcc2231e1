import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { PlanTeaserSection } from './PlanTeaserSection';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeatureSection />
      <PlanTeaserSection />
    </>
  );
}
