export {
  aiAssistantSlice,
  openAiAssistant,
  closeAiAssistant,
  selectAiAssistantOpen,
  type AssistantPartner,
} from './model/ai-assistant-slice';
export type { AssistantTool } from './config/assistant-tools';
export { AiAssistantDialog } from './ui/AiAssistantDialog';
export { AiAssistButton } from './ui/AiAssistButton';
export { ConversationCoachButton } from './ui/ConversationCoachButton';
