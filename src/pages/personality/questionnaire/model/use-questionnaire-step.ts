import { useState } from 'react';
import type { PersonalityItem } from '@/entities/personality';

/**
 * Which statement is on screen: her first unanswered one (so she resumes where she stopped), or an
 * earlier one she went back to. Going forward after an answer follows the first unanswered again.
 */
export function useQuestionnaireStep(items: PersonalityItem[]) {
  const [backTo, setBackTo] = useState<number | null>(null);
  const firstOpen = items.findIndex((item) => item.answer === null);
  const index = backTo ?? (firstOpen === -1 ? items.length - 1 : firstOpen);
  return {
    index,
    answered: items.filter((item) => item.answer !== null).length,
    back: () => setBackTo(Math.max(0, index - 1)),
    // After an answer: the next statement if she had gone back, else the first still open.
    forward: () => setBackTo(backTo === null || index + 1 >= firstOpen || firstOpen === -1 ? null : index + 1),
  };
}
