import { z } from 'zod';
import { serverTexts, type ServerLocale } from '../../_shared/server-messages/index.ts';
import type { Candidate, Persona, PromptProfile } from '../member-data.ts';
import { ASSISTANT_RULES, describeProfile, goalPhrase, jsonInstruction, joinAnd, quoteList, theirName } from './prompt-parts.ts';
import { ACTIVITY_INTERESTS, GROWTH_INTERESTS, rankForPersona } from './matchmaker-ranking.ts';
import type { Answer, JsonTool, ToolContext } from './tool.ts';

const SUGGESTIONS = 3;
// The feed's first page: the only members a matchmaker may suggest.
export const CANDIDATES = 12;

const schema = z.object({
  intro: z.string().trim().min(1).max(600),
  suggestions: z.array(z.object({ memberId: z.string(), reason: z.string().trim().min(1).max(400) })).max(6),
});
type Suggestions = z.infer<typeof schema>;

/** Each persona's canned reason, from what the candidate says and what she shares with the member. */
const CANNED_REASONS: Record<string, (c: Candidate, me: PromptProfile) => string> = {
  cupid: (c, me) => {
    const goal = c.relationshipGoals.find((g) => me.relationshipGoals.includes(g)) ?? c.relationshipGoals[0];
    const both = goal && me.relationshipGoals.includes(goal) ? ' too' : '';
    const shared = c.sharedInterests[0] ? `, and you both love ${c.sharedInterests[0].toLowerCase()}` : '';
    return goal ? `${theirName(c)} wants ${goalPhrase(goal)}${both}${shared}: a heart that wants to stay.` : `${theirName(c)} writes with warmth, and warmth is where lasting love starts.`;
  },
  sage: (c) =>
    c.sharedInterests.length
      ? `You share ${joinAnd(c.sharedInterests.map((i) => i.toLowerCase()))}: common ground is the best predictor of a good fit.`
      : `${theirName(c)}'s profile suggests values worth exploring in a first conversation.`,
  adventurer: (c) => {
    const activity = (c.sharedInterests.find((i) => ACTIVITY_INTERESTS.includes(i)) ?? c.interests.find((i) => ACTIVITY_INTERESTS.includes(i)) ?? c.sharedInterests[0] ?? c.interests[0])?.toLowerCase();
    return activity ? `${theirName(c)} loves ${activity}: plan your first date around doing it together.` : `${theirName(c)} seems up for trying something new.`;
  },
  counselor: (c) => {
    const growth = c.interests.find((i) => GROWTH_INTERESTS.includes(i))?.toLowerCase();
    if (growth) return `${theirName(c)} makes time for ${growth}: someone who reflects could help you name what you want, too.`;
    return c.relationshipGoals[0]
      ? `${theirName(c)} is looking for ${goalPhrase(c.relationshipGoals[0])}: talking with them could help you name what you want, too.`
      : `Talking with ${theirName(c)} could help you learn what matters most to you in a partner.`;
  },
};

const INTROS: Record<string, string> = {
  cupid: 'I looked for people who want something lasting, like you.',
  sage: 'I weighed what your profiles have in common.',
  adventurer: 'I picked people you could do something fun with on a first date.',
  counselor: 'I chose people who could help you grow, and grow with you.',
};

function render(persona: Persona, intro: string, picked: { candidate: Candidate; reason: string }[], locale: ServerLocale = 'en'): Answer {
  const lines = picked.map(({ candidate, reason }) => `- **${theirName(candidate)}**${candidate.age !== null ? `, ${candidate.age}` : ''}: ${reason}`);
  const text = picked.length ? `${intro}\n\n${lines.join('\n')}` : `${intro}\n\n${serverTexts(locale)('ai.matchmaker.nobody')}`;
  return {
    text,
    result: {
      kind: 'matchmaker',
      personaId: persona.id,
      suggestions: picked.map(({ candidate, reason }) => ({ memberId: candidate.id, name: candidate.firstName, reason })),
    },
  };
}

export const matchmaker: JsonTool<Suggestions> = {
  name: 'matchmaker',
  mode: 'json',
  temperature: 0.7,
  maxTokens: 1000,
  needsPersona: true,
  readsCandidates: true,
  readsPersonality: true,
  schema,
  prompt: ({ me, persona, candidates }) => [
    {
      role: 'system',
      content: `${ASSISTANT_RULES}\nYou are ${persona!.name}, an AI matchmaker: ${persona!.personality.toLowerCase()}, specialised in ${persona!.specialty.toLowerCase()}. ${persona!.description}\nSuggest up to ${SUGGESTIONS} of the candidates, only by the memberId given, each with one sentence in your voice on why.\n${jsonInstruction({ intro: 'One sentence in your voice.', suggestions: [{ memberId: candidates[0]?.id ?? 'a candidate id', reason: 'Why, in one sentence.' }] })}`,
    },
    {
      role: 'user',
      content: [
        describeProfile(me, 'Me'),
        'Candidates:',
        ...candidates.map((c) => `memberId ${c.id}\n${describeProfile(c, 'Candidate')}\n- Interests we share: ${quoteList(c.sharedInterests, '(none)')}`),
      ].join('\n\n'),
    },
  ],
  /** Only candidates of the feed, each once; nothing usable falls back to the canned picks. */
  answer(parsed, { persona, candidates, locale }: ToolContext) {
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const seen = new Set<string>();
    const picked = parsed.suggestions.flatMap(({ memberId, reason }) => {
      const candidate = byId.get(memberId);
      if (!candidate || seen.has(memberId)) return [];
      seen.add(memberId);
      return [{ candidate, reason }];
    });
    if (picked.length === 0 && candidates.length > 0) return undefined;
    return render(persona!, parsed.intro, picked.slice(0, SUGGESTIONS), locale);
  },
  canned({ me, persona, candidates }) {
    const reason = CANNED_REASONS[persona!.id] ?? CANNED_REASONS.sage;
    // Each persona weighs the feed its own way (matchmaker-ranking.ts); its first few are the picks.
    const picked = rankForPersona(persona!.id, candidates, me)
      .slice(0, SUGGESTIONS)
      .map((candidate) => ({ candidate, reason: reason(candidate, me) }));
    return render(persona!, INTROS[persona!.id] ?? INTROS.sage, picked);
  },
};
