import { describeFunctionFailure } from '@/shared/api';
import { mapDeleteAccountError } from './map-delete-account-error';

class FunctionsHttpError extends Error {
  name = 'FunctionsHttpError';
  constructor(readonly context: Response) {
    super('Edge Function returned a non-2xx status code');
  }
}

const answer = (status: number, body: unknown) => new FunctionsHttpError(new Response(JSON.stringify(body), { status }));

describe('delete-account errors', () => {
  it("shows the function's own message, whatever its status", async () => {
    expect(mapDeleteAccountError(await describeFunctionFailure(answer(400, { error: 'Incorrect password', code: 'incorrect_password' })))).toEqual({
      message: 'Incorrect password',
      status: 400,
    });
    expect(mapDeleteAccountError(await describeFunctionFailure(answer(429, { error: 'Too many attempts. Please try again later.' })))).toMatchObject({
      message: 'Too many attempts. Please try again later.',
    });
  });

  it("never shows supabase-js's generic text: an answer without a message is the plain failure", async () => {
    expect(mapDeleteAccountError(await describeFunctionFailure(answer(502, 'Bad gateway')))).toEqual({ message: 'Failed to delete account', status: 502 });
  });

  it('tells a network failure apart', async () => {
    const offline = Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError', context: new TypeError('fetch failed') });
    expect(mapDeleteAccountError(await describeFunctionFailure(offline))).toMatchObject({ code: 'network' });
  });
});
