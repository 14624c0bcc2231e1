import type { ServerLocale } from '../../_shared/server-messages/index.ts';
import { ASSISTANT_RULES, cannedWords, describeProfile, list, quoteList, sharedInterests, theirCity, theirName } from './prompt-parts.ts';
import type { TextTool } from './tool.ts';

// The interests with a first-date idea of their own (`ai.date.idea.<interest>` in _shared/server-messages), for the canned answer.
const IDEAS = ['coffee', 'hiking', 'cooking', 'food', 'wine', 'music', 'art', 'movies', 'reading', 'dancing', 'travel', 'photography', 'yoga', 'fitness', 'gaming'] as const;
const FALLBACKS = ['park', 'dinner', 'market'] as const;

function cannedIdeas(shared: string[], locale: ServerLocale): string[] {
  const { t } = cannedWords(locale);
  const ideas = shared
    .map((i) => i.toLowerCase())
    .filter((i): i is (typeof IDEAS)[number] => (IDEAS as readonly string[]).includes(i))
    .map((i) => t(`ai.date.idea.${i}`));
  for (const fallback of FALLBACKS) {
    if (ideas.length >= 3) break;
    ideas.push(t(`ai.date.fallback.${fallback}`));
  }
  return ideas.slice(0, 3);
}

export const datePlanning: TextTool = {
  name: 'date-planning',
  mode: 'text',
  temperature: 0.7,
  maxTokens: 500,
  partner: { missing: 'selectMatch', mustBeMatch: true },
  prompt: ({ me, partner }) => [
    { role: 'system', content: ASSISTANT_RULES },
    {
      role: 'user',
      content: [
        describeProfile(me, 'Me'),
        describeProfile(partner!, 'My match'),
        `Interests we share: ${quoteList(sharedInterests(me, partner!), '(none listed)')}`,
        'Suggest three first-date ideas as a "-" list: each in a public place, easy to leave early, fitting both of our cities (or somewhere between them) and what we share, with one line on why it suits us. End with one short safety tip.',
      ].join('\n\n'),
    },
  ],
  canned({ me, partner, locale = 'en' }) {
    const { t, interest, and } = cannedWords(locale);
    const shared = sharedInterests(me, partner!);
    const where =
      me.location && partner!.location && me.location !== partner!.location
        ? t('ai.date.whereApart', { mine: me.location, name: theirName(partner!), theirs: theirCity(partner!.location) })
        : t('ai.date.whereNear', { place: me.location ?? (partner!.location ? theirCity(partner!.location) : t('ai.date.sameArea')) });
    const because = shared.length ? t('ai.date.because', { interests: and(shared.map(interest)) }) : t('ai.date.noShared');
    const text = `${where} ${because}\n\n${list(cannedIdeas(shared, locale))}\n\n${t('ai.date.safety')}`;
    return { text, result: { kind: 'date-planning' } };
  },
  result: () => ({ kind: 'date-planning' }),
};
