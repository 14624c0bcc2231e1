import { cardTexts, featureOrder, missingOrder, type CardFeature } from '../config/card-texts';
import type { Entitlement, PlanLimits } from '../model/plan';

/** What a card is drawn from: one catalogue row's limits and entitlements. */
export interface CardSource {
  name: string;
  limits: PlanLimits;
  entitlements: readonly Entitlement[];
  /** The lines the catalogue does not model yet (plans.other_features). */
  otherFeatures: readonly string[];
}

export interface CardLines {
  features: string[];
  excluded: string[];
}

const gives = ({ limits, entitlements }: CardSource, feature: CardFeature) =>
  feature === 'boost' ? limits.boostEvery !== null : entitlements.includes(feature);

/** The boost's line, from plans.boost_every as PostgreSQL writes the interval. */
const boostLine = (every: string) => (every === '7 days' ? cardTexts.weeklyBoost : every === '1 mon' ? cardTexts.monthlyBoost : cardTexts.boostEvery(every));

/** Every line the plan's data gives, in the card's order. */
function linesOf(plan: CardSource): string[] {
  const { limits } = plan;
  return [
    limits.profileViewsPerDay === null ? cardTexts.unlimitedProfileViews : cardTexts.profileViews(limits.profileViewsPerDay),
    limits.messagesPerDay === null ? cardTexts.unlimitedMessages : cardTexts.messages(limits.messagesPerDay),
    limits.interestsPerDay === null ? null : cardTexts.interests(limits.interestsPerDay),
    cardTexts.photos(limits.maxPhotos),
    limits.aiAnswersPerDay === null ? cardTexts.unlimitedAi : null,
    plan.entitlements.includes('all_filters') ? cardTexts.allFilters : cardTexts.basicFilters,
    ...featureOrder
      .filter((feature) => gives(plan, feature))
      .map((feature) => (feature === 'boost' ? boostLine(limits.boostEvery ?? '') : cardTexts.features[feature])),
  ].filter((line): line is string => line !== null);
}

/**
 * A pricing card's lines, from the catalogue alone (docs/plans.md, The catalogue): what the plan's
 * limits and entitlements give, and what it lacks of the features the cards compare. A plan built on
 * another says 'Everything in <plan>' and lists only what it adds. Changing the catalogue changes the
 * card (plan-card-lines.test.ts moves read receipts to Basic).
 */
export function planCardLines(plan: CardSource, buildsOn?: CardSource): CardLines {
  const base = new Set(buildsOn ? linesOf(buildsOn) : []);
  return {
    features: [
      ...(buildsOn ? [cardTexts.everythingIn(buildsOn.name)] : []),
      ...linesOf(plan).filter((line) => !base.has(line)),
      ...plan.otherFeatures,
    ],
    excluded: missingOrder.filter((feature) => !gives(plan, feature)).map((feature) => cardTexts.missing[feature]),
  };
}
