import type { RiskLevel } from '@/entities/ai-answer';

/** The AI Dating Assistant's texts (SPEC §2, §5 and §8; the tool failures are the ai-answer entity's). */
export const aiAssistantTexts = {
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
} as const;
