import { authEventReceived } from '@/entities/session/@x/ai-answer';
import {
  aiAnswerAborted,
  aiAnswerDelta,
  aiAnswerFailed,
  aiAnswerFinished,
  aiAnswerStarted,
  aiAnswersSlice,
  initialAiAnswersState,
  selectAiAnswer,
  type AiAnswersState,
} from './ai-answers-slice';

const reduce = aiAnswersSlice.reducer;
const asRoot = (aiAnswers: AiAnswersState) => ({ aiAnswers }) as unknown as RootState;
const first = { key: 'growth-feedback', requestId: 'first' };
const second = { key: 'growth-feedback', requestId: 'second' };

describe('the aiAnswers slice', () => {
  it('ignores the events of an ask that a newer one for the same key replaced', () => {
    let state = reduce(initialAiAnswersState, aiAnswerStarted(first));
    state = reduce(state, aiAnswerStarted(second));
    state = reduce(state, aiAnswerDelta({ ...first, text: 'stale' }));
    state = reduce(state, aiAnswerFailed({ ...first, error: { message: 'stale failure' } }));
    state = reduce(state, aiAnswerAborted(first));
    state = reduce(state, aiAnswerDelta({ ...second, text: 'fresh' }));
    expect(selectAiAnswer(asRoot(state), 'growth-feedback')).toMatchObject({ status: 'streaming', text: 'fresh', error: null });
  });

  it('forgets every answer on sign-out, and nothing on other auth events', () => {
    let state = reduce(initialAiAnswersState, aiAnswerStarted(first));
    state = reduce(state, aiAnswerFinished({ ...first, simulated: false, result: { kind: 'growth-feedback' } }));
    expect(reduce(state, authEventReceived({ event: 'TOKEN_REFRESHED', user: { id: 'ava', email: null } }))).toBe(state);
    expect(reduce(state, authEventReceived({ event: 'SIGNED_OUT', user: null }))).toEqual(initialAiAnswersState);
  });

  it('reads as idle for an unknown key, no key, or before the app injects it', () => {
    const idle = { status: 'idle', text: '', result: null, simulated: false, error: null };
    expect(selectAiAnswer(asRoot(initialAiAnswersState), 'compatibility:x')).toEqual(idle);
    expect(selectAiAnswer(asRoot(initialAiAnswersState), null)).toEqual(idle);
    expect(selectAiAnswer({} as RootState, 'growth-feedback')).toEqual(idle);
  });
});
