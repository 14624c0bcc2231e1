import { defineTexts } from '@/shared/i18n';
import type { AiTool } from '../model/ai-request';

/** SPEC §8 "AI": the failure of each tool, and what every AI answer shows around its text. */
export const aiAnswerTexts = defineTexts('aiAnswer', {
  failed: {
    'profile-enhancement': 'Failed to generate profile suggestions',
    compatibility: 'Failed to analyze compatibility',
    'conversation-coach': 'Failed to generate conversation suggestions',
    'safety-check': 'Failed to perform safety check',
    'date-planning': 'Failed to generate date suggestions',
    'growth-feedback': 'Failed to generate feedback',
    matchmaker: 'Failed to generate match suggestions',
  } satisfies Record<AiTool, string>,
  simulated: 'Simulated answer',
  generating: 'Generating answer',
  showFullAnswer: 'Show full answer',
  hideFullAnswer: 'Hide full answer',
});
