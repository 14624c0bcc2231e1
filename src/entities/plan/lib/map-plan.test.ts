import { planRows } from '@mocks/fixtures';
import { FREE_PLAN, toMyPlan, toPlans } from './map-plan';

describe('plan rows → plans', () => {
  it('keeps the catalogue order and reads a price sent as a number or as a numeric string', () => {
    const rows = planRows().reverse();
    rows[0].monthly_price = '39.99' as unknown as number;
    const plans = toPlans(rows);
    expect(plans.map(({ tier, monthlyPrice }) => [tier, monthlyPrice])).toEqual([
      ['free', 0],
      ['basic', 9.99],
      ['premium', 19.99],
      ['elite', 39.99],
    ]);
    expect(plans[2]).toMatchObject({
      name: 'Premium',
      highlighted: true,
      teaserFeatures: ['Unlimited interests', 'AI matchmaking', 'See who liked you'],
      limits: { aiAnswersPerDay: 200, interestsPerDay: null, messagesPerDay: null, maxPhotos: 10, profileViewsPerDay: null, boostEvery: '1 mon' },
    });
  });

  it('leaves out a tier this client does not know', () => {
    const [free] = planRows();
    expect(toPlans([free, { ...free, tier: 'platinum', position: 9 }]).map(({ tier }) => tier)).toEqual(['free']);
  });

  it("reads get_my_plan's row, and takes no row as Free", () => {
    const row = {
      tier: 'premium',
      name: 'Premium',
      current_period_start: '2026-11-27T12:00:00Z',
      current_period_end: '2026-12-27T12:00:00Z',
      cancel_at_period_end: true,
      trial_end: null,
      entitlements: ['ai_matchmaking'],
    };
    expect(toMyPlan(row)).toEqual({
      tier: 'premium',
      name: 'Premium',
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: true,
      trialEnd: null,
      entitlements: ['ai_matchmaking'],
    });
    expect(toMyPlan(undefined)).toEqual(FREE_PLAN);
  });
});
