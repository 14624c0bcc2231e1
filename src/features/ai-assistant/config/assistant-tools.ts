import type { AiTool } from '@/entities/ai-answer';

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

/** SPEC §1's six tools, in its order. */
export const assistantTools: readonly AssistantToolInfo[] = [
  {
    tool: 'profile-enhancement',
    label: 'Profile Enhancement',
    description: 'Ideas to make your bio and profile stand out, with a bio you can apply in one step.',
    action: 'Enhance my profile',
  },
  {
    tool: 'compatibility',
    label: 'Compatibility Analysis',
    description: 'How well you and the selected profile fit, and why.',
    action: 'Analyze compatibility',
    partnerPrompt: 'Please select a profile to analyze compatibility',
  },
  {
    tool: 'conversation-coach',
    label: 'Conversation Coach',
    description: 'Openers and replies for your conversation with the selected partner.',
    action: 'Get conversation tips',
    partnerPrompt: 'Please select a conversation partner',
  },
  {
    tool: 'safety-check',
    label: 'Safety Check',
    description: 'Warning signs in the selected partner’s profile and messages.',
    action: 'Run safety check',
    partnerPrompt: 'Please select a conversation partner',
  },
  {
    tool: 'date-planning',
    label: 'Date Planning',
    description: 'Date ideas you and your match will both enjoy.',
    action: 'Suggest dates',
    partnerPrompt: 'Please select a match to get date suggestions',
  },
  {
    tool: 'growth-feedback',
    label: 'Growth Feedback',
    description: 'Honest feedback on how you come across, and what to try next.',
    action: 'Get feedback',
  },
];

export const assistantTool = (tool: AssistantTool): AssistantToolInfo => assistantTools.find((info) => info.tool === tool)!;
