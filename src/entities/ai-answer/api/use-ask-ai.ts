import { useCallback, useEffect, useRef } from 'react';
import type { ApiError } from '@/shared/api';
import type { AiRequest } from '../model/ai-request';
import { useAskAiMutation } from './ai-answer-api';

type RunningAsk = ReturnType<ReturnType<typeof useAskAiMutation>[0]>;

const isApiError = (error: unknown): error is ApiError => typeof (error as ApiError | undefined)?.message === 'string' && (error as { name?: string }).name !== 'AbortError';

/**
 * Asks the `ai` function from a component: `ask` resolves with the error to show (null for an
 * answer, or for an ask that was stopped), `cancel` stops whatever this component still has
 * streaming, as unmounting does.
 */
export function useAskAi() {
  const [trigger] = useAskAiMutation();
  const running = useRef(new Set<RunningAsk>());

  const cancel = useCallback(() => {
    running.current.forEach((call) => call.abort());
    running.current.clear();
  }, []);
  useEffect(() => cancel, [cancel]);

  const ask = useCallback(
    async (request: AiRequest): Promise<ApiError | null> => {
      const call = trigger(request);
      running.current.add(call);
      const result = await call;
      running.current.delete(call);
      return 'error' in result && isApiError(result.error) ? result.error : null;
    },
    [trigger],
  );

  return { ask, cancel };
}
