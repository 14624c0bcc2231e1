import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { aiEvent, aiFunction, aiRefusal, aiStream, type AiStreamStep } from '@mocks/api/ai-function';
import { server } from '@mocks/server';
import { deferred } from '@test/deferred';
import { baseApi } from '@/shared/api';
import { aiAnswerKey } from '../lib/answer-key';
import { aiAnswersSlice, selectAiAnswer } from '../model/ai-answers-slice';
import type { AiRequest } from '../model/ai-request';
import type { CompatibilityResult } from '../model/ai-result';
import { aiAnswerApi } from './ai-answer-api';

const noah = crypto.randomUUID();
const compatibility: AiRequest = { tool: 'compatibility', partnerId: noah };
const result: CompatibilityResult = { kind: 'compatibility', score: 78, strengths: ['Both love hiking'], concerns: [] };

function makeStore() {
  const store = configureStore({
    reducer: combineSlices(baseApi, aiAnswersSlice),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const answer = (request: AiRequest = compatibility) => selectAiAnswer(store.getState() as unknown as RootState, aiAnswerKey(request));
  const ask = (request: AiRequest = compatibility) => store.dispatch(aiAnswerApi.endpoints.askAi.initiate(request));
  return { store, answer, ask };
}

/** The function answering every ask with these steps; the bodies it was sent, in order. */
function serve(steps: AiStreamStep[]) {
  const bodies: AiRequest[] = [];
  server.use(aiFunction((body) => (bodies.push(body), aiStream(steps))));
  return bodies;
}

describe('askAi', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('sends exactly the request, and puts each delta in the store as it arrives, then the result', async () => {
    const more = deferred();
    const bodies = serve([aiEvent.delta('You **both** '), more.promise, aiEvent.delta('love hiking.'), aiEvent.done(result)]);
    const { answer, ask } = makeStore();
    const asking = ask();
    await waitFor(() => expect(answer()).toMatchObject({ status: 'streaming', text: 'You **both** ' }));
    more.resolve();
    await expect(asking.unwrap()).resolves.toEqual({ text: 'You **both** love hiking.', simulated: false, result });
    expect(answer()).toEqual(expect.objectContaining({ status: 'done', text: 'You **both** love hiking.', result, simulated: false, error: null }));
    expect(bodies).toEqual([{ tool: 'compatibility', partnerId: noah }]);
  });

  it('forgets the text on reset, and says when the answer is the canned one', async () => {
    const afterReset = deferred();
    serve([aiEvent.delta('Half an ans'), aiEvent.reset(), afterReset.promise, aiEvent.delta('The canned answer.'), aiEvent.done(result, true)]);
    const { answer, ask } = makeStore();
    const asking = ask();
    await waitFor(() => expect(answer()).toMatchObject({ status: 'streaming', text: '' }));
    afterReset.resolve();
    await asking;
    expect(answer()).toMatchObject({ status: 'done', text: 'The canned answer.', simulated: true });
  });

  it("fails with the tool's SPEC message when the stream ends with an error event", async () => {
    serve([aiEvent.delta('Some'), aiEvent.error('provider and canned answer both failed')]);
    const { answer, ask } = makeStore();
    expect(await ask()).toEqual({ error: { message: 'Failed to analyze compatibility', code: 'failed' } });
    expect(answer()).toMatchObject({ status: 'failed', text: '', error: { message: 'Failed to analyze compatibility' } });
  });

  it.each([
    ['the stream ends before done', [aiEvent.delta('Cut')]],
    ['an event is not JSON', ['event: delta\ndata: {oops\n\n']],
    ['done carries another tool’s result', [aiEvent.done({ kind: 'growth-feedback' })]],
    ['done lacks the structure', [aiEvent.done({ kind: 'compatibility', score: 'high' } as never)]],
  ])("fails with the tool's message when %s", async (_case, steps) => {
    serve(steps);
    const { answer, ask } = makeStore();
    await ask();
    expect(answer()).toMatchObject({ status: 'failed', error: { message: 'Failed to analyze compatibility', code: 'broken' } });
  });

  it('fails with the refusal’s own message and code when it tells the member what to do', async () => {
    server.use(aiFunction(aiRefusal(429, 'rate_limited', 'You have asked a lot today. Try again in 10 minutes.', { 'Retry-After': '600' })));
    const { answer, ask } = makeStore();
    await ask();
    expect(answer()).toMatchObject({
      status: 'failed',
      error: { message: 'You have asked a lot today. Try again in 10 minutes.', code: 'rate_limited', status: 429 },
    });
  });

  it("fails with the tool's message for a refusal that is the app's fault", async () => {
    server.use(aiFunction(aiRefusal(400, 'bad_request', 'This request is not valid.')));
    const { answer, ask } = makeStore();
    await ask({ tool: 'growth-feedback' });
    expect(answer({ tool: 'growth-feedback' })).toMatchObject({ status: 'failed', error: { message: 'Failed to generate feedback', code: 'bad_request', status: 400 } });
  });

  // Both streams below never end: the ask settles only if the client stopped reading.
  it('stops the running answer when the same one is asked again; the new one fills the key', async () => {
    const never = new Promise<void>(() => {});
    const { answer, ask } = makeStore();
    let calls = 0;
    server.use(
      aiFunction(() =>
        ++calls === 1 ? aiStream([aiEvent.delta('First try'), never]) : aiStream([aiEvent.delta('Second try'), aiEvent.done(result)]),
      ),
    );
    const first = ask();
    await waitFor(() => expect(answer().text).toBe('First try'));
    const second = ask();
    expect(await first).toEqual({ data: null });
    await second;
    expect(answer()).toMatchObject({ status: 'done', text: 'Second try' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('forgets an answer stopped by its asker (the dialog closed), without an error', async () => {
    const never = new Promise<void>(() => {});
    serve([aiEvent.delta('Streaming'), never]);
    const { answer, ask } = makeStore();
    const asking = ask();
    await waitFor(() => expect(answer().text).toBe('Streaming'));
    asking.abort();
    await waitFor(() => expect(answer().status).toBe('idle'));
    expect(console.error).not.toHaveBeenCalled();
  });
});
