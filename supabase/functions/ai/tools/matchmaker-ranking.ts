import type { Candidate, PromptProfile } from '../member-data.ts';

// How each persona weighs a candidate when no AI answers (the canned matchmaker): SPEC §9's
// specialties. The feed's own order (mutual fit, shared interests, distance) breaks ties, so each
// persona reads the same feed its own way.

const LASTING_GOALS = ['Long-term relationship', 'Marriage'];
/** SPEC §3's interest options that are things two people do together. */
export const ACTIVITY_INTERESTS = ['Travel', 'Hiking', 'Fitness', 'Dancing', 'Sports', 'Yoga', 'Photography', 'Cooking'];
/** Interests of someone who reflects and grows (the Counselor's personal development). */
export const GROWTH_INTERESTS = ['Reading', 'Meditation', 'Writing', 'Volunteering', 'Languages', 'Science', 'History', 'Yoga'];

const count = (values: string[], among: string[]) => values.filter((value) => among.includes(value)).length;

type Weigh = (c: Candidate, me: PromptProfile) => number;

export const PERSONA_WEIGHTS: Record<string, Weigh> = {
  // Cupid: long-term relationships. Someone who wants something lasting first, more so a goal she shares.
  cupid: (c, me) => 3 * Number(c.relationshipGoals.some((g) => LASTING_GOALS.includes(g))) + 2 * count(c.relationshipGoals, me.relationshipGoals),
  // The Sage: compatibility analysis. Shared interests count, each one.
  sage: (c) => c.sharedInterests.length,
  // The Adventurer: activity-based matching. Activities, twice as much when they are shared.
  adventurer: (c) => count(c.interests, ACTIVITY_INTERESTS) + count(c.sharedInterests, ACTIVITY_INTERESTS),
  // The Counselor: personal development. Someone who reflects and says who they are (a bio), and
  // who is still finding out what they want, as she may be.
  counselor: (c) => 2 * count(c.interests, GROWTH_INTERESTS) + Number(c.bio !== null) + Number(c.relationshipGoals.includes('Not sure yet')),
};

/** The candidates in the order this persona would suggest them; the feed's order among equals. */
export function rankForPersona(personaId: string, candidates: Candidate[], me: PromptProfile): Candidate[] {
  const weigh = PERSONA_WEIGHTS[personaId] ?? PERSONA_WEIGHTS.sage;
  return candidates
    .map((candidate, feedIndex) => ({ candidate, feedIndex, weight: weigh(candidate, me) }))
    .sort((a, b) => b.weight - a.weight || a.feedIndex - b.feedIndex)
    .map(({ candidate }) => candidate);
}
