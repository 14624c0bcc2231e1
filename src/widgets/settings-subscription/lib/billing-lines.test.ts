import { FREE_PLAN, type MyPlan } from '@/entities/plan';
import { formatDate } from '@/shared/lib';
import { billingLines } from './billing-lines';

const now = new Date('2026-12-01T12:00:00Z');
const premium: MyPlan = {
  tier: 'premium',
  name: 'Premium',
  currentPeriodStart: '2026-11-27T12:00:00Z',
  currentPeriodEnd: '2026-12-27T12:00:00Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  entitlements: ['ai_matchmaking'],
};
const periodEnd = formatDate(premium.currentPeriodEnd!);

describe('billingLines', () => {
  it('says nothing of billing for Free', () => {
    expect(billingLines(FREE_PLAN, now)).toEqual([]);
  });

  it('gives the next billing date of a paid plan', () => {
    expect(billingLines(premium, now)).toEqual([`Next billing date: ${periodEnd}`]);
  });

  it('gives the end of a running free trial instead', () => {
    const trialEnd = '2026-12-04T12:00:00Z';
    expect(billingLines({ ...premium, trialEnd }, now)).toEqual([`Free trial until ${formatDate(trialEnd)}`]);
  });

  it('forgets a trial that is over', () => {
    expect(billingLines({ ...premium, trialEnd: '2026-11-30T12:00:00Z' }, now)).toEqual([`Next billing date: ${periodEnd}`]);
  });

  it('gives the end of a cancelled subscription, after a running trial', () => {
    expect(billingLines({ ...premium, cancelAtPeriodEnd: true }, now)).toEqual([`Ends on ${periodEnd}`]);
    const trialEnd = '2026-12-04T12:00:00Z';
    expect(billingLines({ ...premium, cancelAtPeriodEnd: true, trialEnd }, now)).toEqual([`Free trial until ${formatDate(trialEnd)}`, `Ends on ${periodEnd}`]);
  });
});
