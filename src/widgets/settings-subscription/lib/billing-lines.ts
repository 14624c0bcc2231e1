import { formatMonthlyPrice, type MyPlan } from '@/entities/plan';
import { formatDate } from '@/shared/lib';
import { subscriptionTexts as texts } from '../config/texts';

/** A free trial that has not ended yet: its end, else null. */
export function runningTrialEnd(plan: MyPlan, now: Date = new Date()): string | null {
  return plan.trialEnd !== null && new Date(plan.trialEnd) > now ? plan.trialEnd : null;
}

/**
 * Where the subscription stands, in words that never contradict each other: during a free trial,
 * when the first charge happens and how much (`monthlyPrice`, from the catalogue), or, cancelled,
 * that no charge will come; after it, the next billing date (SPEC §2) or the plan's end.
 */
export function billingLines(plan: MyPlan, monthlyPrice: number | undefined, now: Date = new Date()): string[] {
  if (plan.currentPeriodEnd === null) return [];
  const periodEnd = formatDate(plan.currentPeriodEnd);
  const trialEnd = runningTrialEnd(plan, now);
  if (trialEnd !== null) {
    const trial = formatDate(trialEnd);
    if (plan.cancelAtPeriodEnd) return [periodEnd === trial ? texts.trialCancelledThen(trial, plan.name) : texts.trialCancelled(trial, plan.name, periodEnd)];
    // The first charge is at the trial's end (where Stripe ends the first period).
    return [monthlyPrice ? texts.trialThenPrice(trial, formatMonthlyPrice(monthlyPrice)) : texts.trialUntil(trial), texts.nextBilling(trial)];
  }
  return [plan.cancelAtPeriodEnd ? texts.endsOn(plan.name, periodEnd) : texts.nextBilling(periodEnd)];
}

/** What 'Cancel subscription' will do, said in its dialog before she confirms. */
export function cancelConsequence(plan: MyPlan, now: Date = new Date()): string {
  const periodEnd = plan.currentPeriodEnd && formatDate(plan.currentPeriodEnd);
  const trialEnd = runningTrialEnd(plan, now);
  if (trialEnd !== null && periodEnd) return texts.trialCancelConsequence(plan.name, formatDate(trialEnd), periodEnd);
  return periodEnd ? texts.cancelConsequence(plan.name, periodEnd) : texts.cancelConsequenceNoDate(plan.name);
}
