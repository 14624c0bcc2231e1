export type { AiTool, PartnerTool, SelfTool, AiRequest } from './model/ai-request';
export { isPartnerTool } from './model/ai-request';
export type {
  AiResult,
  CompatibilityResult,
  SafetyCheckResult,
  SafetyFlag,
  RiskLevel,
  MatchmakerResult,
  MatchSuggestion,
  ProfileEnhancementResult,
} from './model/ai-result';
export { idleAiAnswer, type AiAnswer, type AiAnswerStatus } from './model/ai-answer';
export {
  aiAnswersSlice,
  aiAnswerStarted,
  aiAnswerDelta,
  aiAnswerReset,
  aiAnswerFinished,
  aiAnswerFailed,
  aiAnswerAborted,
  selectAiAnswer,
  type AiAnswersState,
} from './model/ai-answers-slice';
export { useAiAnswer } from './model/use-ai-answer';
export { aiAnswerKey, type AiAnswerKey } from './lib/answer-key';
export { aiAnswerApi, useAskAiMutation } from './api/ai-answer-api';
export type { AiAnswerEnd } from './api/stream-answer';
export { useAskAi } from './api/use-ask-ai';
export { aiAnswerTexts } from './config/texts';
export { AiAnswerView } from './ui/AiAnswerView';
