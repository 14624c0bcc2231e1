import { planRows } from '@mocks/fixtures';
import { changeLocale } from '@/shared/i18n';
import { toPlans } from './map-plan';
import { plansIncluding } from './plans-including';

describe('plansIncluding', () => {
  it('names the plans whose entitlements include the feature, in the catalogue’s order, as SQL’s english_list does', () => {
    const catalogue = toPlans(planRows());
    expect(plansIncluding(catalogue, 'ai_matchmaking')).toBe('Premium and Elite');
    const wider = catalogue.map((plan) => (plan.tier === 'basic' ? { ...plan, entitlements: ['ai_matchmaking' as const] } : plan));
    expect(plansIncluding(wider, 'ai_matchmaking')).toBe('Basic, Premium and Elite');
    expect(plansIncluding(catalogue.slice(3), 'ai_matchmaking')).toBe('Elite');
    expect(plansIncluding(catalogue.slice(0, 2), 'ai_matchmaking')).toBe('');
  });

  it('names them as the reader’s language lists them', async () => {
    const catalogue = toPlans(planRows());
    await changeLocale('es', { save: false });
    expect(plansIncluding(catalogue, 'ai_matchmaking')).toBe('Premium y Elite');
    await changeLocale('ar', { save: false });
    expect(plansIncluding(catalogue, 'ai_matchmaking')).toBe('Premium وElite');
  });

  it('keeps only the features this client knows, from the catalogue and from get_my_plan', () => {
    const [free] = planRows();
    expect(toPlans([{ ...free, entitlements: ['ai_matchmaking', 'time_travel'] }])[0].entitlements).toEqual(['ai_matchmaking']);
  });
});
