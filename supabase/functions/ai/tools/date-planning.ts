import { ASSISTANT_RULES, describeProfile, joinAnd, list, quoteList, sharedInterests, theirCity, theirName } from './prompt-parts.ts';
import type { TextTool } from './tool.ts';

// A first-date idea per interest the two may share, for the canned answer.
const IDEAS: Record<string, string> = {
  coffee: 'a slow coffee at a roastery you have both never tried',
  hiking: 'an easy morning hike with a view, followed by brunch',
  cooking: 'a cooking class where you make one dish together',
  food: 'a food market crawl, sharing small plates from three stalls',
  wine: 'a wine bar with a short tasting flight',
  music: 'a small live-music venue early in the evening',
  art: 'a gallery opening or a quiet museum afternoon',
  movies: 'an indie cinema screening and a walk to talk about it after',
  reading: 'a bookshop date: pick a book for each other under ten euros',
  dancing: 'a beginners dance class, where nobody is good yet',
  travel: 'a day trip to a nearby town neither of you knows well',
  photography: 'a golden-hour photo walk through an old neighbourhood',
  yoga: 'a morning yoga class followed by fresh juice',
  fitness: 'a climbing gym session for beginners',
  gaming: 'a board-game café with a two-player game you both learn',
};

function cannedIdeas(shared: string[]): string[] {
  const ideas = shared.map((i) => IDEAS[i.toLowerCase()]).filter((i): i is string => Boolean(i));
  for (const fallback of ['a walk through a park with takeaway coffee', 'a casual dinner at a place with a quiet corner', 'a weekend farmers market']) {
    if (ideas.length >= 3) break;
    ideas.push(fallback);
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
  canned({ me, partner }) {
    const shared = sharedInterests(me, partner!);
    const where =
      me.location && partner!.location && me.location !== partner!.location
        ? `You live in ${me.location} and ${theirName(partner!)} in ${theirCity(partner!.location)}: pick a spot that is easy for both, or meet halfway.`
        : `You're both around ${me.location ?? (partner!.location ? theirCity(partner!.location) : 'the same area')}, so keep it close and easy.`;
    const because = shared.length ? ` Since you both enjoy ${joinAnd(shared.map((s) => s.toLowerCase()))}, these build on that:` : ' A few ideas that make talking easy:';
    const text = `${where}${because}\n\n${list(cannedIdeas(shared))}\n\n**Safety tip:** meet in a public place, tell a friend where you'll be, and get there on your own.`;
    return { text, result: { kind: 'date-planning' } };
  },
  result: () => ({ kind: 'date-planning' }),
};
