import { getSupabase } from '@/shared/supabase';
import { supabaseQuery } from './supabase-query';

const postgrestError = (code: string, message = 'raw message') => ({ code, message, details: null, hint: null });

describe('supabaseQuery', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('runs the call on the app client and returns its data through map', async () => {
    const call = jest.fn(async () => ({ data: [{ id: 'a' }], error: null }));
    const result = await supabaseQuery(call, { context: 'Load rows', map: (rows) => rows?.map((row) => row.id) });
    expect(call).toHaveBeenCalledWith(await getSupabase());
    expect(result).toEqual({ data: ['a'] });
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends each call in a task of its own where the browser can yield (scheduler.yield)', async () => {
    const yields: Array<() => void> = [];
    Object.defineProperty(globalThis, 'scheduler', {
      configurable: true,
      value: { yield: () => new Promise<void>((resolve) => yields.push(resolve)) },
    });
    try {
      const call = jest.fn(async () => ({ data: 1, error: null }));
      const result = supabaseQuery(call, { context: 'Count rows' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(yields).toHaveLength(1);
      expect(call).not.toHaveBeenCalled();
      yields[0]();
      expect(await result).toEqual({ data: 1 });
      expect(call).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('maps a database error with the SPEC §8 table and logs it with its context and cause', async () => {
    const cause = postgrestError('23505', 'duplicate key value violates unique constraint');
    const result = await supabaseQuery(async () => ({ data: null, error: cause }), { context: 'Save username' });
    expect(result).toEqual({ error: { code: '23505', message: 'Username is already taken' } });
    expect(logged).toHaveBeenCalledWith('Save username failed', cause);
  });

  it('treats PGRST116 (no rows) as no data, without logging', async () => {
    const map = jest.fn((row: { id: string } | null) => row?.id ?? 'nothing');
    const result = await supabaseQuery(async () => ({ data: null, error: postgrestError('PGRST116') }), {
      context: 'Load row',
      map,
      mapError: () => ({ message: 'an auth mapper would not know PGRST116' }),
    });
    expect(result).toEqual({ data: 'nothing' });
    expect(map).toHaveBeenCalledWith(null);
    expect(logged).not.toHaveBeenCalled();
  });

  it('uses the mapper it is given (auth calls)', async () => {
    const cause = { name: 'AuthApiError', code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 };
    const result = await supabaseQuery(async () => ({ data: { user: null, session: null }, error: cause }), {
      context: 'Password sign-in',
      mapError: (error) => ({ message: 'Failed to sign in.', code: (error as typeof cause).code }),
    });
    expect(result).toEqual({ error: { message: 'Failed to sign in.', code: 'invalid_credentials' } });
    expect(logged).toHaveBeenCalledWith('Password sign-in failed', cause);
  });

  it('catches a call that throws, maps it and logs it', async () => {
    const cause = new TypeError('Failed to fetch');
    const result = await supabaseQuery(
      async () => {
        throw cause;
      },
      { context: 'Load rows' },
    );
    expect(result).toEqual({
      error: { code: 'network', message: 'Network connection error. Please check your internet connection and try again.' },
    });
    expect(logged).toHaveBeenCalledWith('Load rows failed', cause);
  });

  it('gives null for a call that answers only { error: null } (sign-out)', async () => {
    await expect(supabaseQuery(async () => ({ error: null }), { context: 'Sign-out' })).resolves.toEqual({ data: null });
  });
});
