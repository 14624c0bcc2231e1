import { z } from 'zod';
import { serverTexts } from '../../_shared/server-messages/index.ts';
import { checkConversation, higherRisk } from '../safety-rules.ts';
import { ASSISTANT_RULES, describeConversation, describeProfile, jsonInstruction, list, theirName } from './prompt-parts.ts';
import type { Answer, JsonTool, SafetyFlag, ToolContext } from './tool.ts';

const schema = z.object({
  riskLevel: z.enum(['low', 'medium', 'high']),
  flags: z.array(z.string().trim().min(1).max(300)).max(6),
  advice: z.string().trim().min(1).max(1000),
});
type SafetyAssessment = z.infer<typeof schema>;

/** The model's view merged with the rules': the higher risk wins, and every rule's flag is kept. Our words in her language. */
function render(ctx: ToolContext, model: SafetyAssessment | undefined): Answer {
  const t = serverTexts(ctx.locale ?? 'en');
  const name = theirName(ctx.partner!);
  const rules = checkConversation(ctx.messages, name, ctx.locale);
  const riskLevel = higherRisk(rules.risk, model?.riskLevel ?? 'low');
  const flags: SafetyFlag[] = [...rules.flags, ...(model?.flags ?? []).map((message) => ({ source: 'model' as const, rule: null, message }))];
  const found = flags.length ? `**${t('ai.safety.noticed')}**\n${list(flags.map((f) => f.message))}` : t('ai.safety.nothing');
  const advice = model?.advice ?? t('ai.safety.advice');
  return {
    text: `${t('ai.safety.heading', { risk: t(`ai.safety.${riskLevel}`), name })}\n\n${found}\n\n${advice}`,
    result: { kind: 'safety-check', riskLevel, flags },
  };
}

export const safetyCheck: JsonTool<SafetyAssessment> = {
  name: 'safety-check',
  mode: 'json',
  temperature: 0.3,
  maxTokens: 500,
  partner: { missing: 'selectPartner' },
  readsMessages: true,
  schema,
  prompt: ({ partner, messages }) => [
    {
      role: 'system',
      content: `${ASSISTANT_RULES}\nYou check dating conversations for romance scams, pressure, requests for money, moving off the platform early and oversharing of personal details.\n${jsonInstruction({ riskLevel: 'low', flags: ['One short sentence per warning sign.'], advice: 'Two or three sentences of advice.' })}`,
    },
    {
      role: 'user',
      content: `${describeProfile(partner!, 'The person I am talking to')}\n\n${describeConversation(messages, partner!.firstName)}\n\nIs there anything I should be careful about?`,
    },
  ],
  answer: (parsed, ctx) => render(ctx, parsed),
  canned: (ctx) => render(ctx, undefined),
};
