import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /pricing: the page's words around the plans (which speak for themselves, entities/plan). */
export const pricingTexts = defineTexts('pricing', {
  documentTitle: 'Pricing',
  title: 'Choose your plan',
  trial: (days: number) => `Every plan starts with a ${days}-day free trial. Cancel anytime.`,
  loading: 'Loading plans',
});
