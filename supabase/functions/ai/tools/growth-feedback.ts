import { ASSISTANT_RULES, cannedWords, describeProfile, list } from './prompt-parts.ts';
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
  canned({ me, locale }) {
    const { t, interestLabels, goal } = cannedWords(locale);
    const strengths = [
      me.interests.length ? t('ai.growth.strengthInterests', { interests: interestLabels(me.interests.slice(0, 3)) }) : t('ai.growth.strengthSimple'),
      me.relationshipGoals.length ? t('ai.growth.strengthGoal', { goal: goal(me.relationshipGoals[0]) }) : t('ai.growth.strengthOpen'),
    ];
    const habits = [t('ai.growth.habitQuestion'), t('ai.growth.habitMeet')];
    const text = `**${t('ai.growth.works')}**\n${list(strengths)}\n\n**${t('ai.growth.habits')}**\n${list(habits)}\n\n${t('ai.growth.thisWeek')}`;
    return { text, result: { kind: 'growth-feedback' } };
  },
  result: () => ({ kind: 'growth-feedback' }),
};
