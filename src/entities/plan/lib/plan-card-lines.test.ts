import { planRows } from '@mocks/fixtures';
import { toPlans } from './map-plan';

const cards = (rows = planRows()) => Object.fromEntries(toPlans(rows).map(({ tier, features, excluded }) => [tier, { features, excluded }]));

describe('pricing card lines, drawn from the catalogue', () => {
  it("reads SPEC §9's cards from the plans' limits and entitlements", () => {
    const { free, basic, premium, elite } = cards();
    expect(premium).toEqual({
      features: ['Unlimited profile views', 'Unlimited messages', '10 photos', 'All filters', 'Read receipts',
        'Monthly profile boost', 'See who liked you', 'Basic AI matchmaking'],
      excluded: [],
    });
    expect(basic).toEqual({
      features: ['100 profile views/day', '30 messages/day', '50 interests/day', '5 photos', 'Basic filters'],
      excluded: ['AI matchmaking', 'Read receipts', 'Profile boost'],
    });
    expect(free.features).toEqual(['25 profile views/day', '20 messages/day', '10 interests/day', '3 photos', 'Basic filters']);
    expect(elite).toEqual({
      features: ['Everything in Premium', 'Unlimited AI', 'Weekly profile boost', 'Priority support', 'Profile analytics',
        'Exclusive events', 'Verification badge', 'Video chat', 'Personality assessment'],
      excluded: [],
    });
  });

  it('changes with the catalogue: a feature moved to Basic joins its card and leaves its missing list', () => {
    const rows = planRows();
    Object.assign(rows[1], { entitlements: ['read_receipts'], boost_every: '7 days', profile_views_per_day: null });
    expect(cards(rows).basic).toEqual({
      features: ['Unlimited profile views', '30 messages/day', '50 interests/day', '5 photos', 'Basic filters', 'Read receipts',
        'Weekly profile boost'],
      excluded: ['AI matchmaking'],
    });
  });

  it('lists only what a plan adds to the one it builds on, and everything once that plan is gone', () => {
    const rows = planRows();
    expect(cards(rows).elite.features).not.toContain('Read receipts');
    expect(cards(rows.filter(({ tier }) => tier !== 'premium')).elite.features).toEqual(
      expect.arrayContaining(['Read receipts', 'See who liked you', 'All filters', 'Unlimited messages']),
    );
  });
});
