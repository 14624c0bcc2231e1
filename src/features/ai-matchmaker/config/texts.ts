import { defineTexts } from '@/shared/i18n';
import { planRequired } from './plan-required';

/** The AI Matchmaker's texts (SPEC §2 Home; its failure is the ai-answer entity's, SPEC §8). */
export const aiMatchmakerTexts = defineTexts('aiMatchmaker', {
  title: 'AI Matchmaker',
  button: 'AI Matchmaker',
  close: 'Close',
  intro: 'Choose a matchmaker: each one looks for something different in the people it suggests.',
  personas: 'Matchmakers',
  loadingPersonas: 'Loading matchmakers',
  loadFailed: 'Failed to load matchmakers',
  suggestions: 'Suggested matches',
  noSuggestions: 'No one to suggest right now. Try again later, or widen your filters.',
  answer: (persona: string) => `${persona}’s suggestions`,
  viewProfile: 'View Profile',
  viewProfileOf: (name: string) => `View Profile of ${name}`,
  /** Her plan has no AI matchmaking: the database's refusal says the same (private.plan_names_giving, private.english_list). */
  planRequired,
});
