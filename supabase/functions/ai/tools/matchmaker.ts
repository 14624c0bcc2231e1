import { z } from 'zod';
import { serverTexts, type ServerLocale } from '../../_shared/server-messages/index.ts';
import type { Candidate, Persona, PromptProfile } from '../member-data.ts';
import { ASSISTANT_RULES, cannedWords, describeProfile, jsonInstruction, quoteList, theirName } from './prompt-parts.ts';
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

type Words = ReturnType<typeof cannedWords>;

/** Each persona's canned reason, from what the candidate says and what she shares with the member, in her language. */
const CANNED_REASONS: Record<string, (c: Candidate, me: PromptProfile, words: Words) => string> = {
  cupid: (c, me, { t, goal, interest }) => {
    const wanted = c.relationshipGoals.find((g) => me.relationshipGoals.includes(g)) ?? c.relationshipGoals[0];
    if (!wanted) return t('ai.mm.cupid.warmth', { name: theirName(c) });
    const both = me.relationshipGoals.includes(wanted);
    const shared = c.sharedInterests[0];
    const params = { name: theirName(c), goal: goal(wanted), interest: shared ? interest(shared) : '' };
    if (shared) return t(both ? 'ai.mm.cupid.goalTooShared' : 'ai.mm.cupid.goalShared', params);
    return t(both ? 'ai.mm.cupid.goalToo' : 'ai.mm.cupid.goal', params);
  },
  sage: (c, _, { t, interest, and }) =>
    c.sharedInterests.length ? t('ai.mm.sage.shared', { interests: and(c.sharedInterests.map(interest)) }) : t('ai.mm.sage.values', { name: theirName(c) }),
  adventurer: (c, _, { t, interest }) => {
    const activity = c.sharedInterests.find((i) => ACTIVITY_INTERESTS.includes(i)) ?? c.interests.find((i) => ACTIVITY_INTERESTS.includes(i)) ?? c.sharedInterests[0] ?? c.interests[0];
    return activity ? t('ai.mm.adventurer.activity', { name: theirName(c), activity: interest(activity) }) : t('ai.mm.adventurer.new', { name: theirName(c) });
  },
  counselor: (c, _, { t, interest, goal }) => {
    const growth = c.interests.find((i) => GROWTH_INTERESTS.includes(i));
    if (growth) return t('ai.mm.counselor.growth', { name: theirName(c), interest: interest(growth) });
    return c.relationshipGoals[0]
      ? t('ai.mm.counselor.goal', { name: theirName(c), goal: goal(c.relationshipGoals[0]) })
      : t('ai.mm.counselor.talk', { name: theirName(c) });
  },
};

const PERSONAS = ['cupid', 'sage', 'adventurer', 'counselor'] as const;
const personaOf = (id: string): (typeof PERSONAS)[number] => (PERSONAS as readonly string[]).includes(id) ? (id as (typeof PERSONAS)[number]) : 'sage';

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
  canned({ me, persona, candidates, locale = 'en' }) {
    const words = cannedWords(locale);
    const reason = CANNED_REASONS[personaOf(persona!.id)];
    // Each persona weighs the feed its own way (matchmaker-ranking.ts); its first few are the picks.
    const picked = rankForPersona(persona!.id, candidates, me)
      .slice(0, SUGGESTIONS)
      .map((candidate) => ({ candidate, reason: reason(candidate, me, words) }));
    return render(persona!, words.t(`ai.matchmaker.intro.${personaOf(persona!.id)}`), picked, locale);
  },
};
