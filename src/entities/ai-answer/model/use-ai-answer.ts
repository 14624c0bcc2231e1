import { useAppSelector } from '@/shared/redux';
import type { AiAnswerKey } from '../lib/answer-key';
import type { AiAnswer } from './ai-answer';
import { selectAiAnswer } from './ai-answers-slice';

/** The answer for a key as it streams (idle for none: a tool without its partner yet). */
export function useAiAnswer(key: AiAnswerKey | null): AiAnswer {
  return useAppSelector((state) => selectAiAnswer(state, key));
}
