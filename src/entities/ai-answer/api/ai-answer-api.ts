import { nanoid } from '@reduxjs/toolkit';
import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { aiFailureError } from '../lib/ai-failure';
import { aiAnswerKey } from '../lib/answer-key';
import { aiAnswerAborted, aiAnswerDelta, aiAnswerFailed, aiAnswerFinished, aiAnswerReset, aiAnswerStarted } from '../model/ai-answers-slice';
import type { AiRequest } from '../model/ai-request';
import { releaseKey, takeOverKey } from './running-asks';
import { askAndStream, type AiAnswerEnd } from './stream-answer';

export const aiAnswerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One ask of the `ai` function. Its events go to the aiAnswers slice as they arrive (read them with
     * `useAiAnswer(aiAnswerKey(request))`); the result is the whole answer, null when aborted, or the
     * error to show. Nothing is cached: each ask is new.
     */
    askAi: build.mutation<AiAnswerEnd | null, AiRequest>({
      queryFn: async (request, { dispatch, signal }) => {
        const key = aiAnswerKey(request);
        const ask = { key, requestId: nanoid() };
        const controller = takeOverKey(key, signal);
        dispatch(aiAnswerStarted(ask));
        const outcome = await supabaseQuery(
          (supabase) =>
            askAndStream(supabase, request, controller.signal, {
              onDelta: (text) => dispatch(aiAnswerDelta({ ...ask, text })),
              onReset: () => dispatch(aiAnswerReset(ask)),
            }),
          {
            context: `Ask AI (${request.tool})`,
            // A stopped ask is no failure: nothing to log or show.
            mapError: (error) => (controller.signal.aborted ? null : aiFailureError(request.tool, error)),
            map: (end) => end,
          },
        );
        releaseKey(key, controller);
        if ('error' in outcome) dispatch(aiAnswerFailed({ ...ask, error: outcome.error }));
        else if (outcome.data) dispatch(aiAnswerFinished({ ...ask, simulated: outcome.data.simulated, result: outcome.data.result }));
        else dispatch(aiAnswerAborted(ask));
        return outcome;
      },
      // An answer is one of today's AI answers: what is left of them is read again.
      invalidatesTags: [tags.myUsage],
    }),
  }),
});

export const { useAskAiMutation } = aiAnswerApi;
