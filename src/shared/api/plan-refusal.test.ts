import { englishPlanRefusal, type PlanRefusal } from '@rules/plan-refusals';
import { changeLocale } from '@/shared/i18n';
import { mapDatabaseError } from './database-error';

/** A PT402 as PostgREST sends it when private.refuse_by_plan refuses (the SQL writes this sentence too). */
const refusedWith = (refusal: PlanRefusal) => ({ code: 'PT402', hint: 'upgrade', message: englishPlanRefusal(refusal), details: JSON.stringify(refusal) });

describe('a plan’s refusal (PT402), in the reader’s language', () => {
  afterEach(() => changeLocale('en', { save: false }));

  it('reads in English as the database wrote it', () => {
    const refusal: PlanRefusal = { refusal: 'feature', feature: 'events', plans: ['Basic', 'Premium', 'Elite'] };
    expect(mapDatabaseError(refusedWith(refusal), true)).toEqual({ code: 'PT402', message: 'Events come with Basic, Premium and Elite. Upgrade your plan to go.' });
    expect(mapDatabaseError(refusedWith({ refusal: 'messages_per_day', count: 30 }), true)?.message).toBe(
      'You have sent your 30 messages for today. Upgrade your plan to send more.',
    );
  });

  it('is said in Spanish, German and Arabic, the plans listed as each language lists them', async () => {
    const events: PlanRefusal = { refusal: 'feature', feature: 'events', plans: ['Premium', 'Elite'] };
    await changeLocale('es', { save: false });
    expect(mapDatabaseError(refusedWith(events), true)?.message).toBe('Los eventos vienen con Premium y Elite. Mejora tu plan para ir.');
    expect(mapDatabaseError(refusedWith({ refusal: 'messages_per_day', count: 30 }), true)?.message).toBe(
      'Ya enviaste tus 30 mensajes de hoy. Mejora tu plan para enviar más.',
    );
    expect(mapDatabaseError(refusedWith({ refusal: 'feature', feature: 'verification', plans: [] }), true)?.message).toBe(
      'La verificación viene con un plan superior. Mejora tu plan para verificarte.',
    );
    await changeLocale('de', { save: false });
    expect(mapDatabaseError(refusedWith({ refusal: 'photos', count: 1 }), true)?.message).toBe('Dein Plan erlaubt 1 Foto. Wechsle deinen Plan, um mehr hinzuzufügen.');
    await changeLocale('ar', { save: false });
    expect(mapDatabaseError(refusedWith(events), true)?.message).toBe('الفعاليات متاحة في Premium وElite. رقِّ خطتك لتحضرها.');
  });

  it('is shown as the database wrote it when it names no refusal this app knows', async () => {
    await changeLocale('es', { save: false });
    for (const details of [null, 'not json', '{"refusal":"teleport","count":1}', '{"refusal":"feature","feature":"events","plans":[1]}']) {
      expect(mapDatabaseError({ code: 'PT402', hint: 'upgrade', message: 'Teleporting comes with Elite.', details }, true)?.message).toBe(
        'Teleporting comes with Elite.',
      );
    }
  });
});
