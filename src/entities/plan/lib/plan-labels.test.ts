import { excludedFeatureLabel } from './excluded-feature-label';
import { formatShortPrice } from './format-price';
import { planChangeLabel } from './plan-change';

describe('plan labels', () => {
  it('lists a missing feature in a sentence, keeping an acronym in capitals (SPEC §9)', () => {
    expect(excludedFeatureLabel('AI matchmaking')).toBe('No AI matchmaking');
    expect(excludedFeatureLabel('Read receipts')).toBe('No read receipts');
    expect(excludedFeatureLabel('Profile boost')).toBe('No profile boost');
  });

  it('calls a move to a dearer plan an upgrade and any other a change', () => {
    expect(planChangeLabel({ monthlyPrice: 19.99 }, 9.99)).toBe('Upgrade Plan');
    expect(planChangeLabel({ monthlyPrice: 9.99 }, 0)).toBe('Upgrade Plan');
    expect(planChangeLabel({ monthlyPrice: 9.99 }, 19.99)).toBe('Change Plan');
  });

  it("gives the landing page's short price", () => {
    expect(formatShortPrice(0)).toBe('Free');
    expect(formatShortPrice(19.99)).toBe('$19.99/mo');
  });
});
