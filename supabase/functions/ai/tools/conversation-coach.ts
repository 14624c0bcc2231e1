import { ASSISTANT_RULES, describeConversation, describeProfile, list, sharedInterests, theirCity, theirName } from './prompt-parts.ts';
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
  canned({ me, partner, messages }) {
    const name = theirName(partner!);
    // Something they share is the easiest opening; else something of theirs.
    const topic = (sharedInterests(me, partner!)[0] ?? partner!.interests[0])?.toLowerCase();
    const openers = [
      topic ? `I saw you're into ${topic}: what got you started?` : `What's something you're looking forward to this week, ${name}?`,
      partner!.location ? `How long have you been in ${theirCity(partner!.location)}? I'm always looking for a new favourite spot.` : 'What does a perfect Sunday look like for you?',
      "What's the best thing that happened to you this month?",
    ];
    const text = messages.length
      ? `Your conversation with ${name} has a good start. Keep it going with questions that invite a story, not a yes or no:\n\n${list(openers)}\n\nMatch their pace: if they write short messages, keep yours light; suggest meeting once you have traded a few real answers.`
      : `You haven't written to ${name} yet. Openers that mention something from their profile get far more replies than "hi":\n\n${list(openers)}`;
    return { text, result: { kind: 'conversation-coach' } };
  },
  result: () => ({ kind: 'conversation-coach' }),
};
