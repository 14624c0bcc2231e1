import type { AiTool } from '@/entities/ai-answer';
import { aiAssistantTexts } from './texts';

/** The six tools of the assistant; the matchmaker has its own modal. */
export type AssistantTool = Exclude<AiTool, 'matchmaker'>;

export interface AssistantToolInfo {
  tool: AssistantTool;
  label: string;
  description: string;
  /** The button that runs it. */
  action: string;
  /** SPEC §8: what a tool about another member asks for when nobody is selected. */
  partnerPrompt?: string;
}

type ToolKey = keyof typeof aiAssistantTexts.toolLabel;
type PromptKey = keyof typeof aiAssistantTexts.partnerPrompt;

/** A tool's texts, read from aiAssistantTexts when shown (getters), so they follow the language. */
function toolInfo(tool: AssistantTool, key: ToolKey, prompt?: PromptKey): AssistantToolInfo {
  return {
    tool,
    get label() {
      return aiAssistantTexts.toolLabel[key];
    },
    get description() {
      return aiAssistantTexts.toolDescription[key];
    },
    get action() {
      return aiAssistantTexts.toolAction[key];
    },
    get partnerPrompt() {
      return prompt && aiAssistantTexts.partnerPrompt[prompt];
    },
  };
}

/** SPEC §1's six tools, in its order. */
export const assistantTools: readonly AssistantToolInfo[] = [
  toolInfo('profile-enhancement', 'profileEnhancement'),
  toolInfo('compatibility', 'compatibility', 'compatibility'),
  toolInfo('conversation-coach', 'conversationCoach', 'conversationPartner'),
  toolInfo('safety-check', 'safetyCheck', 'conversationPartner'),
  toolInfo('date-planning', 'datePlanning', 'datePlanning'),
  toolInfo('growth-feedback', 'growthFeedback'),
];

export const assistantTool = (tool: AssistantTool): AssistantToolInfo => assistantTools.find((info) => info.tool === tool)!;
