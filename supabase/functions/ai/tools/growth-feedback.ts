import { ASSISTANT_RULES, describeProfile, goalPhrase, list } from './prompt-parts.ts';
import type { TextTool } from './tool.ts';

export const growthFeedback: TextTool = {
  name: 'growth-feedback',
  mode: 'text',
  temperature: 0.7,
  maxTokens: 500,
  prompt: ({ me }) => [
    { role: 'system', content: ASSISTANT_RULES },
    {
      role: 'user',
      content: `${describeProfile(me, 'My profile')}\n\nAs a kind dating coach, give me feedback for growth: two things my profile says well, two habits that would help me connect better when dating, and one small step to take this week. Use "-" lists.`,
    },
  ],
  canned({ me }) {
    const strengths = [
      me.interests.length ? `You name what you enjoy (${me.interests.slice(0, 3).join(', ')}), which gives people an easy way in.` : 'You keep your profile simple, which can feel approachable.',
      me.relationshipGoals.length ? `You are clear that you want ${goalPhrase(me.relationshipGoals[0])}, which saves everyone time.` : 'You leave room to see where things go.',
    ];
    const habits = [
      'Ask one follow-up question for every answer you get: curiosity is the most attractive habit there is.',
      'Suggest meeting after a few good exchanges, instead of letting a conversation fade.',
    ];
    const text = `**What works**\n${list(strengths)}\n\n**Habits to grow**\n${list(habits)}\n\n**This week:** reply to one conversation with a specific question about something they wrote.`;
    return { text, result: { kind: 'growth-feedback' } };
  },
  result: () => ({ kind: 'growth-feedback' }),
};
