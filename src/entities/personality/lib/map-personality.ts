import { TRAIT_ORDER, type PersonalityResult, type TraitScores } from '../model/personality';

export interface PersonalityResultRow extends TraitScores {
  completed_at: string;
  retake_at: string | null;
  shared_with_matches: boolean;
}

export const toPersonalityResult = (row: PersonalityResultRow): PersonalityResult => ({
  scores: Object.fromEntries(TRAIT_ORDER.map((trait) => [trait, row[trait]])) as TraitScores,
  completedAt: row.completed_at,
  retakeAt: row.retake_at,
  sharedWithMatches: row.shared_with_matches,
});
