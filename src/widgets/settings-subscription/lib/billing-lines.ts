import type { MyPlan } from '@/entities/plan';
import { formatDate } from '@/shared/lib';
import { subscriptionTexts } from '../config/texts';

/**
 * Where the subscription stands, line by line: a free trial still running, then either its end
 * (cancelled: 'Ends on …') or its next payment ('Next billing date: …', the trial's end meanwhile).
 */
export function billingLines(plan: MyPlan, now: Date = new Date()): string[] {
  const trialRunning = plan.trialEnd !== null && new Date(plan.trialEnd) > now;
  const lines = trialRunning ? [subscriptionTexts.trialUntil(formatDate(plan.trialEnd!))] : [];
  if (plan.currentPeriodEnd === null) return lines;
  if (plan.cancelAtPeriodEnd) return [...lines, subscriptionTexts.endsOn(formatDate(plan.currentPeriodEnd))];
  return trialRunning ? lines : [...lines, subscriptionTexts.nextBilling(formatDate(plan.currentPeriodEnd))];
}
