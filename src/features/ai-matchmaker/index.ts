export { aiMatchmakerSlice, openAiMatchmaker, closeAiMatchmaker, selectAiMatchmakerOpen } from './model/ai-matchmaker-slice';
export { MatchmakerButton } from './ui/MatchmakerButton';
export { AiMatchmakerDialog } from './ui/AiMatchmakerDialog';
