/** The five factors of the IPIP Big-Five markers, in the order they are shown. */
export const TRAIT_ORDER = ['extraversion', 'agreeableness', 'conscientiousness', 'emotional_stability', 'intellect'] as const;
export type Trait = (typeof TRAIT_ORDER)[number];

/** Each factor from 0 to 100. */
export type TraitScores = Record<Trait, number>;

export interface PersonalityResult {
  scores: TraitScores;
  completedAt: string;
  /** When she may take it again: her own result only (null on a match's). */
  retakeAt: string | null;
  sharedWithMatches: boolean;
}

/** One statement of the questionnaire and her answer in the attempt in progress (1–5, or null). */
export interface PersonalityItem {
  id: number;
  text: string;
  answer: number | null;
}

export interface AnswerProgress {
  answered: number;
  completed: boolean;
}
