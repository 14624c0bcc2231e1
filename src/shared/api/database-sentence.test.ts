import { REFUSAL_SENTENCES } from '@rules/refusal-sentences';
import { changeLocale } from '@/shared/i18n';
import { mapDatabaseError } from './database-error';

/** An error as PostgREST sends it when private.refuse (or a check naming its refusal) refuses. */
const refused = (code: string, name: keyof typeof REFUSAL_SENTENCES) => ({ code, message: REFUSAL_SENTENCES[name], details: JSON.stringify({ refusal: name }) });

describe('a refusal the database names, in the reader’s language', () => {
  afterEach(() => changeLocale('en', { save: false }));

  it('reads in English as the database wrote it, where it used to read as a generic error too', () => {
    expect(mapDatabaseError(refused('PT409', 'event_full'), true)).toEqual({ code: 'PT409', message: 'This event is full.' });
    expect(mapDatabaseError(refused('23514', 'gender_change_limit'), true)).toEqual({ code: '23514', message: 'Gender can change at most twice in 30 days' });
  });

  it('is said in her language', async () => {
    await changeLocale('es', { save: false });
    expect(mapDatabaseError(refused('PT409', 'event_full'), true)?.message).toBe('Este evento está completo.');
    await changeLocale('de', { save: false });
    expect(mapDatabaseError(refused('23514', 'gender_change_limit'), true)?.message).toBe('Das Geschlecht kann höchstens zweimal in 30 Tagen geändert werden');
    await changeLocale('ar', { save: false });
    expect(mapDatabaseError(refused('PT404', 'match_ended'), true)?.message).toBe('انتهى هذا التوافق');
  });

  it('leaves an error that names nothing it knows as before', async () => {
    await changeLocale('es', { save: false });
    expect(mapDatabaseError({ code: '23514', message: 'new row violates check', details: '{"refusal":"teleport"}' }, true)?.message).toBe(
      'Algo salió mal. Vuelve a intentarlo.',
    );
  });
});
