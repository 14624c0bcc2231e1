import type { PromptProfile } from '../member-data.ts';
import { SERVER_LOCALES, serverText, type ServerLocale } from '../../_shared/server-messages/index.ts';
import { ASSISTANT_RULES, cannedWords, describeProfile, list } from './prompt-parts.ts';
import type { Answer, TextTool } from './tool.ts';

// The bio's own limit (profiles.bio): a suggestion longer than that could not be applied.
const BIO_MAX_LENGTH = 500;
/** The line before the rewritten bio, in any of the languages (the prompt asks for it in hers). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKERS = SERVER_LOCALES.map((locale) => escaped(serverText(locale, 'ai.profile.suggestedBio').replace(/:$/, '')));
const BIO_MARKER = new RegExp(`\\**(?:${MARKERS.join('|')}):?\\**:?\\s*`, 'iu');

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

function tips(me: PromptProfile, locale: ServerLocale): string[] {
  const { t } = cannedWords(locale);
  const found: string[] = [];
  if (!me.bio || me.bio.length < 80) found.push(t('ai.profile.tipMore'));
  if (me.interests.length < 3) found.push(t('ai.profile.tipInterests'));
  if (me.relationshipGoals.length === 0) found.push(t('ai.profile.tipGoal'));
  if (!me.location) found.push(t('ai.profile.tipCity'));
  found.push(t('ai.profile.tipShow'));
  found.push(t('ai.profile.tipQuestion'));
  return found.slice(0, 4);
}

function cannedBio(me: PromptProfile, locale: ServerLocale): string {
  const { t, interest, goal, and } = cannedWords(locale);
  const sentences = [
    me.location ? t('ai.profile.bioHelloCity', { name: me.firstName, city: me.location }) : t('ai.profile.bioHello', { name: me.firstName }),
    me.interests.length ? t('ai.profile.bioLikes', { interests: and(me.interests.slice(0, 3).map(interest)) }) : t('ai.profile.bioNew'),
    ...(me.relationshipGoals[0] ? [t('ai.profile.bioGoal', { goal: goal(me.relationshipGoals[0]) })] : []),
    t('ai.profile.bioAsk'),
  ];
  return sentences.join(' ').slice(0, BIO_MAX_LENGTH);
}

export const profileEnhancement: TextTool = {
  name: 'profile-enhancement',
  mode: 'text',
  temperature: 0.7,
  maxTokens: 500,
  prompt: ({ me, locale }) => [
    { role: 'system', content: ASSISTANT_RULES },
    {
      role: 'user',
      content: `${describeProfile(me, 'My profile')}\n\nGive me three to five specific suggestions to make my profile more inviting, as a "-" list. Then end with a line "${serverText(locale ?? 'en', 'ai.profile.suggestedBio')}" followed by a rewritten bio in my voice, at most 400 characters.`,
    },
  ],
  result: (text) => ({ kind: 'profile-enhancement', suggestedBio: suggestedBio(text) }),
  canned({ me, locale = 'en' }): Answer {
    const { t } = cannedWords(locale);
    const bio = cannedBio(me, locale);
    return {
      text: `${t('ai.profile.intro', { name: me.firstName })}\n\n${list(tips(me, locale))}\n\n**${t('ai.profile.suggestedBio')}** ${bio}`,
      result: { kind: 'profile-enhancement', suggestedBio: bio },
    };
  },
};
