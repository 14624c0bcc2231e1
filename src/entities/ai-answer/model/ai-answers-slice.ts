import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session/@x/ai-answer';
import type { ApiError } from '@/shared/api';
import type { AiAnswerKey } from '../lib/answer-key';
import { idleAiAnswer, type AiAnswer } from './ai-answer';
import type { AiResult } from './ai-result';

/** An answer and the ask it belongs to: events of an ask that was replaced change nothing. */
interface StoredAnswer extends AiAnswer {
  requestId: string;
}

export interface AiAnswersState {
  byKey: Record<AiAnswerKey, StoredAnswer>;
}

export const initialAiAnswersState: AiAnswersState = { byKey: {} };

interface AskRef {
  key: AiAnswerKey;
  requestId: string;
}

/** The answer this event belongs to, unless a newer ask has taken its key. */
const current = (state: AiAnswersState, { key, requestId }: AskRef) => {
  const answer = state.byKey[key];
  return answer?.requestId === requestId ? answer : undefined;
};

/** The answers of the `ai` function as their events arrive (docs/ai.md, "The answer"). */
export const aiAnswersSlice = createSlice({
  name: 'aiAnswer',
  reducerPath: 'aiAnswers',
  initialState: initialAiAnswersState,
  reducers: {
    started(state, { payload: { key, requestId } }: PayloadAction<AskRef>) {
      state.byKey[key] = { ...idleAiAnswer, status: 'streaming', requestId };
    },
    delta(state, { payload }: PayloadAction<AskRef & { text: string }>) {
      const answer = current(state, payload);
      if (answer) answer.text += payload.text;
    },
    /** The provider failed after some text: the canned answer follows from scratch. */
    reset(state, { payload }: PayloadAction<AskRef>) {
      const answer = current(state, payload);
      if (answer) answer.text = '';
    },
    finished(state, { payload }: PayloadAction<AskRef & { simulated: boolean; result: AiResult }>) {
      const answer = current(state, payload);
      if (answer) Object.assign(answer, { status: 'done', simulated: payload.simulated, result: payload.result });
    },
    failed(state, { payload }: PayloadAction<AskRef & { error: ApiError }>) {
      const answer = current(state, payload);
      if (answer) Object.assign(answer, { status: 'failed', text: '', error: payload.error });
    },
    /** Stopped by the member (the dialog closed): as if never asked. */
    aborted(state, { payload }: PayloadAction<AskRef>) {
      if (current(state, payload)) delete state.byKey[payload.key];
    },
  },
  extraReducers: (builder) =>
    // What the AI said about members is the signed-in member's: the next person here sees none of it.
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialAiAnswersState : state)),
});

export const {
  started: aiAnswerStarted,
  delta: aiAnswerDelta,
  reset: aiAnswerReset,
  finished: aiAnswerFinished,
  failed: aiAnswerFailed,
  aborted: aiAnswerAborted,
} = aiAnswersSlice.actions;

// The app injects the slice with the signed-in frame; until then every answer reads as idle.
type WithAiAnswers = RootState & { [aiAnswersSlice.reducerPath]?: AiAnswersState };

export const selectAiAnswer = (state: RootState, key: AiAnswerKey | null): AiAnswer =>
  (key === null ? undefined : (state as WithAiAnswers).aiAnswers?.byKey[key]) ?? idleAiAnswer;
