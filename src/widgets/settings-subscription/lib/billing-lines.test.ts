import { FREE_PLAN, type MyPlan } from '@/entities/plan';
import { formatDate } from '@/shared/lib';
import { billingLines, cancelConsequence } from './billing-lines';

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
// As Stripe has it: a trial's first period ends with the trial.
const trialEnd = '2026-12-05T12:00:00Z';
const inTrial: MyPlan = { ...premium, currentPeriodEnd: trialEnd, trialEnd };
const trial = formatDate(trialEnd);

describe('billingLines', () => {
  it('says nothing of billing for Free', () => {
    expect(billingLines(FREE_PLAN, 0, now)).toEqual([]);
  });

  it('gives the next billing date of a paid plan', () => {
    expect(billingLines(premium, 19.99, now)).toEqual([`Next billing date: ${periodEnd}`]);
  });

  it('says during a trial when the first charge comes and how much', () => {
    expect(billingLines(inTrial, 19.99, now)).toEqual([`Free trial until ${trial}, then $19.99 a month.`, `Next billing date: ${trial}`]);
  });

  it('forgets a trial that is over', () => {
    expect(billingLines({ ...premium, trialEnd: '2026-11-30T12:00:00Z' }, 19.99, now)).toEqual([`Next billing date: ${periodEnd}`]);
  });

  it('says that a plan cancelled after its trial ends, with no charge again', () => {
    expect(billingLines({ ...premium, cancelAtPeriodEnd: true }, 19.99, now)).toEqual([`Premium ends on ${periodEnd}; you will not be charged again.`]);
  });

  it('says one thing after a cancel during the trial: no charge, and the plan ends with the trial', () => {
    expect(billingLines({ ...inTrial, cancelAtPeriodEnd: true }, 19.99, now)).toEqual([
      `Your free trial ends on ${trial}; you will not be charged. Premium ends then.`,
    ]);
  });

  it('names the plan’s own end when its period outlasts the trial (a subscription the old stand-in wrote)', () => {
    expect(billingLines({ ...premium, trialEnd, cancelAtPeriodEnd: true }, 19.99, now)).toEqual([
      `Your free trial ends on ${trial}; you will not be charged. Premium ends on ${periodEnd}.`,
    ]);
  });
});

describe('cancelConsequence', () => {
  it('says how long the plan lasts', () => {
    expect(cancelConsequence(premium, now)).toBe(`You keep Premium until ${periodEnd}. After that your plan is Free.`);
  });

  it('says during a trial that she will not be charged', () => {
    expect(cancelConsequence(inTrial, now)).toBe(`Your free trial ends on ${trial} and you will not be charged. You keep Premium until ${trial}. After that your plan is Free.`);
  });
});
