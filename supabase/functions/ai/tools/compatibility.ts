import { z } from 'zod';
import { serverTexts, type ServerLocale } from '../../_shared/server-messages/index.ts';
import type { PromptProfile } from '../member-data.ts';
import { ASSISTANT_RULES, cannedWords, describeProfile, jsonInstruction, list, personalityFit, sharedGoals, sharedInterests, theirName } from './prompt-parts.ts';
import type { Answer, JsonTool } from './tool.ts';

const point = z.string().trim().min(1).max(300);
const schema = z.object({
  score: z.number().min(0).max(100),
  summary: z.string().trim().min(1).max(1000),
  strengths: z.array(point).max(6),
  concerns: z.array(point).max(6),
});
type Compatibility = z.infer<typeof schema>;

function render(partner: PromptProfile, { score, summary, strengths, concerns }: Compatibility, locale: ServerLocale = 'en'): Answer {
  const t = serverTexts(locale);
  const rounded = Math.round(score);
  const parts = [`**${t('ai.compatibility.heading', { score: rounded, name: theirName(partner) })}**`, summary];
  if (strengths.length) parts.push(`**${t('ai.compatibility.strengths')}**\n${list(strengths)}`);
  if (concerns.length) parts.push(`**${t('ai.compatibility.concerns')}**\n${list(concerns)}`);
  return { text: parts.join('\n\n'), result: { kind: 'compatibility', score: rounded, strengths, concerns } };
}

/** A score from what both profiles say, for the canned answer: shared interests and goals, and the age gap. In her language. */
function estimate(me: PromptProfile, partner: PromptProfile, locale: ServerLocale = 'en'): Compatibility {
  const { t, interest, goal, trait, and } = cannedWords(locale);
  const interests = sharedInterests(me, partner);
  const goals = sharedGoals(me, partner);
  const ageGap = me.age !== null && partner.age !== null ? Math.abs(me.age - partner.age) : null;
  const score = Math.min(95, 45 + Math.min(interests.length, 4) * 8 + (goals.length ? 15 : 0) - (ageGap !== null && ageGap > 10 ? 10 : 0));
  const strengths: string[] = [
    ...(interests.length ? [t('ai.compat.bothEnjoy', { interests: and(interests.map(interest)) })] : []),
    ...(goals.length ? [t('ai.compat.bothLooking', { goal: goal(goals[0]) })] : []),
  ];
  // Both shared their personality results (tool-context.ts): name where they meet and where they differ most.
  const fit = me.personality && partner.personality ? personalityFit(me.personality, partner.personality) : null;
  if (fit && fit.closest.gap <= 15) strengths.push(t('ai.compat.closeTrait', { trait: trait(fit.closest.key) }));
  const concerns = [
    ...(interests.length === 0 ? [t('ai.compat.noInterests')] : []),
    ...(goals.length === 0 && me.relationshipGoals.length && partner.relationshipGoals.length ? [t('ai.compat.differentGoals')] : []),
    ...(ageGap !== null && ageGap > 10 ? [t('ai.compat.ageGap', { count: ageGap })] : []),
    ...(fit && fit.furthest.gap >= 40 ? [t('ai.compat.traitDiffers', { trait: trait(fit.furthest.key) })] : []),
  ];
  const summary = strengths.length ? t('ai.compat.commonGround', { name: theirName(partner) }) : t('ai.compat.littleOverlap');
  return { score, summary, strengths, concerns };
}

export const compatibility: JsonTool<Compatibility> = {
  name: 'compatibility',
  mode: 'json',
  temperature: 0.7,
  maxTokens: 1000,
  partner: { missing: 'selectProfile' },
  readsPersonality: true,
  schema,
  prompt: ({ me, partner }) => [
    {
      role: 'system',
      content: `${ASSISTANT_RULES}\n${jsonInstruction({ score: 72, summary: 'One or two sentences.', strengths: ['…'], concerns: ['…'] })}`,
    },
    {
      role: 'user',
      content: `${describeProfile(me, 'Me')}\n\n${describeProfile(partner!, 'The other member')}\n\nHow compatible are we? Score 0-100, a short summary, up to four strengths and up to three things worth talking about.`,
    },
  ],
  answer: (parsed, { partner, locale }) => render(partner!, parsed, locale),
  canned: ({ me, partner, locale }) => render(partner!, estimate(me, partner!, locale), locale),
};
