import type { PromptProfile } from '../member-data.ts';
import { ASSISTANT_RULES, describeProfile, goalPhrase, joinAnd, list } from './prompt-parts.ts';
import type { Answer, TextTool } from './tool.ts';

// The bio's own limit (profiles.bio): a suggestion longer than that could not be applied.
const BIO_MAX_LENGTH = 500;
const BIO_MARKER = /\**suggested bio:?\**:?\s*/i;

/** The rewritten bio after the answer's last "Suggested bio:", without quotes or bold; null when absent. */
export function suggestedBio(text: string): string | null {
  const parts = text.split(BIO_MARKER);
  if (parts.length < 2) return null;
  const bio = parts[parts.length - 1]
    .trim()
    .replace(/^["“]|["”]$/g, '')
    .replace(/\*\*/g, '')
    .trim();
  return bio ? bio.slice(0, BIO_MAX_LENGTH) : null;
}

function tips(me: PromptProfile): string[] {
  const found: string[] = [];
  if (!me.bio || me.bio.length < 80) found.push('**Say more about yourself.** Two or three sentences about what a good weekend looks like give people something to answer.');
  if (me.interests.length < 3) found.push('**Add at least three interests.** Shared interests are the first thing matches look for.');
  if (me.relationshipGoals.length === 0) found.push('**Say what you are looking for.** Members who name a relationship goal get more replies from people who want the same.');
  if (!me.location) found.push('**Add your city**, so people nearby can find you and plan a first date.');
  found.push('**Show, do not tell.** Instead of "I love travel", name the last place that surprised you.');
  found.push('**End with a question** someone can answer in their first message.');
  return found.slice(0, 4);
}

function cannedBio(me: PromptProfile): string {
  const likes = me.interests.length ? `I love ${joinAnd(me.interests.slice(0, 3).map((i) => i.toLowerCase()))}` : 'I like trying new things';
  const place = me.location ? ` in ${me.location}` : '';
  const goal = me.relationshipGoals[0] ? ` Looking for ${goalPhrase(me.relationshipGoals[0])}.` : '';
  return `Hi, I'm ${me.firstName}${place}. ${likes}, and I'm happiest when a plan turns into a story.${goal} Tell me the best thing you did last weekend.`.slice(0, BIO_MAX_LENGTH);
}

export const profileEnhancement: TextTool = {
  name: 'profile-enhancement',
  mode: 'text',
  temperature: 0.7,
  maxTokens: 500,
  prompt: ({ me }) => [
    { role: 'system', content: ASSISTANT_RULES },
    {
      role: 'user',
      content: `${describeProfile(me, 'My profile')}\n\nGive me three to five specific suggestions to make my profile more inviting, as a "-" list. Then end with a line "Suggested bio:" followed by a rewritten bio in my voice, at most 400 characters.`,
    },
  ],
  result: (text) => ({ kind: 'profile-enhancement', suggestedBio: suggestedBio(text) }),
  canned({ me }): Answer {
    const bio = cannedBio(me);
    return {
      text: `Here is how ${me.firstName}'s profile could invite more conversations:\n\n${list(tips(me))}\n\n**Suggested bio:** ${bio}`,
      result: { kind: 'profile-enhancement', suggestedBio: bio },
    };
  },
};
