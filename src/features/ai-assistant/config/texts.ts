import type { RiskLevel } from '@/entities/ai-answer';
import { defineTexts } from '@/shared/i18n';

/** The AI Dating Assistant's texts (SPEC §2, §5 and §8; the tool failures are the ai-answer entity's). */
export const aiAssistantTexts = defineTexts('aiAssistant', {
  title: 'AI Dating Assistant',
  close: 'Close',
  tools: 'Tools',
  selectedProfile: 'Selected profile',
  noProfile: 'No one',
  aiAssist: 'AI Assist',
  aiAssistFor: (name: string) => `AI Assist for ${name}`,
  coach: 'Coach',
  coachLabel: 'Conversation coach',
  answer: (tool: string) => `${tool} answer`,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy the answer',
  applyBio: 'Apply to my profile',
  compatible: (score: number) => `${score}% compatible`,
  strengths: 'Strengths',
  concerns: 'Concerns',
  risk: { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } satisfies Record<RiskLevel, string>,
  flags: 'Warning signs',
  noFlags: 'No warning signs found',
  /** SPEC §1's six tools: each one's name, what it does, and the button that runs it (config/assistant-tools.ts). */
  toolLabel: {
    profileEnhancement: 'Profile Enhancement',
    compatibility: 'Compatibility Analysis',
    conversationCoach: 'Conversation Coach',
    safetyCheck: 'Safety Check',
    datePlanning: 'Date Planning',
    growthFeedback: 'Growth Feedback',
  },
  toolDescription: {
    profileEnhancement: 'Ideas to make your bio and profile stand out, with a bio you can apply in one step.',
    compatibility: 'How well you and the selected profile fit, and why.',
    conversationCoach: 'Openers and replies for your conversation with the selected partner.',
    safetyCheck: 'Warning signs in the selected partner’s profile and messages.',
    datePlanning: 'Date ideas you and your match will both enjoy.',
    growthFeedback: 'Honest feedback on how you come across, and what to try next.',
  },
  toolAction: {
    profileEnhancement: 'Enhance my profile',
    compatibility: 'Analyze compatibility',
    conversationCoach: 'Get conversation tips',
    safetyCheck: 'Run safety check',
    datePlanning: 'Suggest dates',
    growthFeedback: 'Get feedback',
  },
  /** SPEC §8: what a tool about another member asks for when nobody is selected. */
  partnerPrompt: {
    compatibility: 'Please select a profile to analyze compatibility',
    conversationPartner: 'Please select a conversation partner',
    datePlanning: 'Please select a match to get date suggestions',
  },
});
