import { databaseErrorMessages } from '@/shared/config';
import { isPlanLimitError, mapDatabaseError } from './database-error';

describe('mapDatabaseError (SPEC §8)', () => {
  it.each([
    ['PGRST301', 'Database row level security policy violation'],
    ['PGRST204', 'Invalid JSON format'],
    ['42703', 'Database schema error'],
    ['23505', 'Username is already taken'],
  ])('maps %s to its message', (code, message) => {
    expect(mapDatabaseError({ code, message: 'raw' }, true)).toEqual({ code, message });
  });

  it('treats PGRST116 (no rows) as no data', () => {
    expect(mapDatabaseError({ code: 'PGRST116', message: 'JSON object requested' }, true)).toBeNull();
  });

  it('says so when the browser is offline, whatever the error', () => {
    expect(mapDatabaseError({ code: '23505' }, false)?.message).toBe(
      'No internet connection. Please check your network and try again.',
    );
  });

  it.each([new TypeError('Failed to fetch'), { message: 'NetworkError when attempting to fetch resource.' }])(
    'maps a network failure (%p)',
    (error) => {
      expect(mapDatabaseError(error, true)?.message).toBe(
        'Network connection error. Please check your internet connection and try again.',
      );
    },
  );

  it('falls back to the generic message for anything else', () => {
    expect(mapDatabaseError({ code: '22P02', message: 'invalid input syntax' }, true)).toEqual({
      code: '22P02',
      message: databaseErrorMessages.fallback,
    });
    expect(mapDatabaseError(undefined, true)?.message).toBe('An error occurred. Please try again.');
  });
});

describe('plan limits (docs/plans.md, Limits)', () => {
  it("passes the database's own message on, as it is, for PT402", () => {
    const refusal = { code: 'PT402', message: 'You have sent your 10 interests for today. Upgrade your plan to send more.', hint: 'upgrade' };
    expect(mapDatabaseError(refusal, true)).toEqual({ code: 'PT402', message: refusal.message });
  });

  it('tells a plan limit apart from other errors', () => {
    expect(isPlanLimitError({ code: 'PT402' })).toBe(true);
    expect(isPlanLimitError({ code: '23514' })).toBe(false);
    expect(isPlanLimitError(null)).toBe(false);
  });
});
