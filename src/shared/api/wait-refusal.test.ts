import { englishWaitRefusal, type WaitRefusal } from '@rules/wait-refusals';
import { changeLocale } from '@/shared/i18n';
import { mapDatabaseError } from './database-error';

/** A PT429 as PostgREST sends it when private.refuse_for_now refuses (the SQL writes this sentence too). */
const refusedWith = (refusal: WaitRefusal) => ({ code: 'PT429', message: englishWaitRefusal(refusal), details: JSON.stringify(refusal) });

describe('an abuse limit’s refusal (PT429), in the reader’s language', () => {
  afterEach(() => changeLocale('en', { save: false }));

  it('reads in English as the database wrote it', () => {
    expect(mapDatabaseError(refusedWith({ refusal: 'next_boost', date: '2026-12-05', retry_after: 600 }), true)).toEqual({
      code: 'PT429',
      message: 'Your next boost is on December 5, 2026.',
    });
    expect(mapDatabaseError(refusedWith({ refusal: 'after_unblock', action: 'connect', days: 1 }), true)?.message).toBe(
      'A block between you and this member was lifted recently. You can ask to connect again in 1 day.',
    );
  });

  it('is said in Spanish, German and Arabic, its day and numbers as each language writes them', async () => {
    await changeLocale('es', { save: false });
    expect(mapDatabaseError(refusedWith({ refusal: 'next_boost', date: '2026-12-05' }), true)?.message).toBe('Tu próximo impulso será el 5 de diciembre de 2026.');
    expect(mapDatabaseError(refusedWith({ refusal: 'messages_too_fast', retry_after: 30 }), true)?.message).toBe(
      'Estás enviando mensajes demasiado rápido. Espera un minuto y vuelve a intentarlo.',
    );
    await changeLocale('de', { save: false });
    expect(mapDatabaseError(refusedWith({ refusal: 'after_unblock', action: 'interest', days: 3 }), true)?.message).toBe(
      'Eine Blockierung zwischen dir und dieser Person wurde vor Kurzem aufgehoben. Du kannst in 3 Tagen wieder Interesse zeigen.',
    );
    await changeLocale('ar', { save: false });
    expect(mapDatabaseError(refusedWith({ refusal: 'after_unblock', action: 'connect', days: 2 }), true)?.message).toBe(
      'رُفع حظر بينك وبين هذا العضو مؤخرًا. يمكنك طلب التواصل مجددًا بعد يومين.',
    );
  });

  it('is shown as the database wrote it when it names no refusal this app knows', async () => {
    await changeLocale('es', { save: false });
    for (const details of [null, '42', '{"refusal":"teleport"}', '{"refusal":"next_boost","date":"soon"}']) {
      expect(mapDatabaseError({ code: 'PT429', message: 'You are sending hugs too fast.', details }, true)?.message).toBe('You are sending hugs too fast.');
    }
  });
});
