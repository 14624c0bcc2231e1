export type { PersonalityItem, PersonalityResult, Trait, TraitScores, AnswerProgress } from './model/personality';
export { TRAIT_ORDER } from './model/personality';
export {
  personalityApi,
  useGetPersonalityResultQuery,
  useGetPersonalityQuestionnaireQuery,
  useAnswerPersonalityItemMutation,
  useSetPersonalitySharingMutation,
} from './api/personality-api';
export { retakeOpen } from './lib/retake-open';
export { toPersonalityResult, type PersonalityResultRow } from './lib/map-personality';
export { personalityTexts, answerLabels } from './config/personality-texts';
export { TRAITS, traitExplanation } from './config/traits';
export { PersonalityBars } from './ui/PersonalityBars';
