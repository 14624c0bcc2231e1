/**
 * The catalogue's columns a card is drawn from: what the app asks PostgREST for (plan-api.ts), and
 * what the build reads for the pricing page it writes ahead of time (scripts/prerender/plan-catalogue.ts).
 */
export const PLAN_COLUMNS =
  'tier, name, position, monthly_price, highlighted, other_features, builds_on, teaser_features, ai_answers_per_day, interests_per_day, messages_per_day, max_photos, profile_views_per_day, boost_every, entitlements';
