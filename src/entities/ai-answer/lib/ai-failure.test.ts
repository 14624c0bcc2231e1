import { aiFailureError, describeInvokeError } from './ai-failure';

/** What supabase-js returns for an answer with an error status: the Response as `context`. */
const httpError = (status: number, body: unknown) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) });

describe('AI failures', () => {
  it.each([
    [404, 'partner_not_found', 'This profile is not available.'],
    [409, 'not_matched', 'Please select a match to get date suggestions'],
    [400, 'partner_required', 'Please select a match to get date suggestions'],
    [404, 'persona_not_found', 'This matchmaker is not available.'],
    [401, 'not_signed_in', 'Please sign in again.'],
  ])('shows a %i %s refusal’s own message', async (status, code, message) => {
    expect(aiFailureError('date-planning', await describeInvokeError(httpError(status, { error: message, code })))).toEqual({ message, code, status });
  });

  it("shows the tool's SPEC failure for a refusal without a message for the member, or without a body", async () => {
    expect(aiFailureError('safety-check', await describeInvokeError(httpError(405, { error: 'Use POST.', code: 'method_not_allowed' })))).toEqual({
      message: 'Failed to perform safety check',
      code: 'method_not_allowed',
      status: 405,
    });
    expect(aiFailureError('matchmaker', await describeInvokeError(httpError(502, 'Bad gateway')))).toEqual({ message: 'Failed to generate match suggestions', status: 502 });
  });

  it("shows the tool's SPEC failure when the network failed, and for anything thrown on the way", async () => {
    const offline = Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError', context: new TypeError('fetch failed') });
    expect(aiFailureError('profile-enhancement', await describeInvokeError(offline))).toEqual({ message: 'Failed to generate profile suggestions', code: 'unreachable' });
    expect(aiFailureError('conversation-coach', new TypeError('network error'))).toEqual({ message: 'Failed to generate conversation suggestions', code: 'broken' });
  });
});
