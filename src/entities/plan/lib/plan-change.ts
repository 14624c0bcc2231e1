import type { Plan } from '../model/plan';
import { planTexts } from '../config/texts';

/** A move to a plan that costs more than the member's is an upgrade; any other move is a change. */
export const isUpgrade = (target: Pick<Plan, 'monthlyPrice'>, currentPrice: number) => target.monthlyPrice > currentPrice;

/** What the button to another plan reads: 'Upgrade Plan' or 'Change Plan'. */
export const planChangeLabel = (target: Pick<Plan, 'monthlyPrice'>, currentPrice: number) =>
  isUpgrade(target, currentPrice) ? planTexts.upgradePlan : planTexts.changePlan;
