import type { Tx } from '../../types';

/**
 * Noah's personality result (docs/features.md, Personality assessment): taken 12 days ago, so his
 * profile shows when he may retake it, and shared with his matches, so Ava (his match) sees the five
 * bars on his profile. Written as the scoring writes it; the demo has no answers in progress.
 */
export const NOAH_PERSONALITY = {
  extraversion: 78,
  agreeableness: 65,
  conscientiousness: 43,
  emotional_stability: 70,
  intellect: 85,
} as const;

export async function insertWorldPersonality(tx: Tx, noahId: string): Promise<void> {
  await tx.query(
    `insert into public.personality_results
       (member_id, extraversion, agreeableness, conscientiousness, emotional_stability, intellect, completed_at, shared_with_matches)
     values ($1, $2, $3, $4, $5, $6, now() - interval '12 days', true)`,
    [noahId, ...Object.values(NOAH_PERSONALITY)],
  );
}
