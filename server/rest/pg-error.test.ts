import { restErrorFromDatabase, statusForSqlState } from './pg-error';

describe('statusForSqlState', () => {
  it('maps SQLSTATEs to PostgREST statuses', () => {
    expect(statusForSqlState('23505', '', 'authenticated')).toBe(409);
    expect(statusForSqlState('23503', '', 'authenticated')).toBe(409);
    expect(statusForSqlState('23514', '', 'authenticated')).toBe(400);
    expect(statusForSqlState('23502', '', 'authenticated')).toBe(400);
    expect(statusForSqlState('22P02', '', 'authenticated')).toBe(400);
    expect(statusForSqlState('P0001', '', 'authenticated')).toBe(400);
    expect(statusForSqlState('42501', '', 'anon')).toBe(401);
    expect(statusForSqlState('42501', '', 'authenticated')).toBe(403);
    expect(statusForSqlState('42P01', '', 'anon')).toBe(404);
    expect(statusForSqlState('42883', '', 'anon')).toBe(404);
    expect(statusForSqlState('21000', 'DELETE requires a WHERE clause', 'anon')).toBe(400);
    expect(statusForSqlState('21000', 'more than one row returned by a subquery', 'anon')).toBe(500);
    expect(statusForSqlState('40001', '', 'anon')).toBe(500);
    expect(statusForSqlState('53300', '', 'anon')).toBe(503);
    expect(statusForSqlState('PT402', '', 'anon')).toBe(402);
  });

  it('answers the program limits a request can reach with 400, unlike PostgREST (500)', () => {
    for (const code of ['54000', '54001', '54011', '54023']) expect(statusForSqlState(code, '', 'anon')).toBe(400);
    expect(statusForSqlState('54P99', '', 'anon')).toBe(500);
  });
});

describe('restErrorFromDatabase', () => {
  it('keeps message, detail and hint in PostgREST body form', () => {
    const error = restErrorFromDatabase({ code: '23505', message: 'duplicate', detail: 'Key (x)=(1)' }, 'authenticated');
    expect(error?.status).toBe(409);
    expect(error?.body).toEqual({ code: '23505', details: 'Key (x)=(1)', hint: null, message: 'duplicate' });
  });

  it('ignores errors that do not come from the database', () => {
    expect(restErrorFromDatabase(new Error('boom'), 'anon')).toBeUndefined();
  });
});
