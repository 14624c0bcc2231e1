import { ASSISTANT_RULES, cannedWords, describeConversation, describeProfile, list, sharedInterests, theirCity, theirName } from './prompt-parts.ts';
import type { TextTool } from './tool.ts';

export const conversationCoach: TextTool = {
  name: 'conversation-coach',
  mode: 'text',
  temperature: 0.7,
  maxTokens: 500,
  partner: { missing: 'selectPartner' },
  readsMessages: true,
  prompt: ({ me, partner, messages }) => [
    { role: 'system', content: ASSISTANT_RULES },
    {
      role: 'user',
      content: [
        describeProfile(me, 'Me (the member asking)'),
        describeProfile(partner!, 'The person I am talking to'),
        describeConversation(messages, partner!.firstName),
        messages.length
          ? 'Coach me: in one sentence, how is the conversation going? Then suggest three replies I could send next, as a "-" list, each natural and specific to what was said.'
          : 'Suggest three opening messages I could send, as a "-" list, each specific to their profile, plus one sentence on why openers like these work.',
      ].join('\n\n'),
    },
  ],
  canned({ me, partner, messages, locale }) {
    const { t, interest } = cannedWords(locale);
    const name = theirName(partner!);
    // Something they share is the easiest opening; else something of theirs.
    const topic = sharedInterests(me, partner!)[0] ?? partner!.interests[0];
    const openers = [
      topic ? t('ai.coach.openerTopic', { topic: interest(topic) }) : t('ai.coach.openerWeek', { name }),
      partner!.location ? t('ai.coach.openerCity', { city: theirCity(partner!.location) }) : t('ai.coach.openerSunday'),
      t('ai.coach.openerMonth'),
    ];
    const text = messages.length
      ? `${t('ai.coach.going', { name })}\n\n${list(openers)}\n\n${t('ai.coach.pace')}`
      : `${t('ai.coach.notYet', { name })}\n\n${list(openers)}`;
    return { text, result: { kind: 'conversation-coach' } };
  },
  result: () => ({ kind: 'conversation-coach' }),
};
