import type { ApiError } from '@/shared/api';
import type { AiResult } from './ai-result';

export type AiAnswerStatus = 'idle' | 'streaming' | 'done' | 'failed';

/** One answer as the member sees it while it streams and after. */
export interface AiAnswer {
  status: AiAnswerStatus;
  /** The markdown text so far (all of it once done). */
  text: string;
  /** Set by `done`. */
  result: AiResult | null;
  /** True when the function answered with its canned reply instead of the model's. */
  simulated: boolean;
  /** Set when failed: the message to show (the tool's failure, or the function's own refusal). */
  error: ApiError | null;
}

export const idleAiAnswer: AiAnswer = { status: 'idle', text: '', result: null, simulated: false, error: null };
