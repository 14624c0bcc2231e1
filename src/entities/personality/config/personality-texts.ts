import { defineTexts } from '@/shared/i18n';
import { personalityTexts as english } from './texts';

/**
 * The personality assessment's words in the reader's language (docs/i18n.md). Their English stays in
 * ./texts.ts, a module without imports that a server test reads (server/db/rls/personality.test.ts).
 */
export const personalityTexts = defineTexts('personality', english);

/** IPIP's five answers, 1 to 5, read where they are shown. */
export const answerLabels = (): string[] => {
  const { answers } = personalityTexts;
  return [answers.veryInaccurate, answers.moderatelyInaccurate, answers.neither, answers.moderatelyAccurate, answers.veryAccurate];
};
