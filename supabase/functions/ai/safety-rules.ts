import { FIRST_EXCHANGES, INSULT, MONEY_REQUEST, OFF_PLATFORM, PHONE_NUMBER, STREET_ADDRESS } from '../_shared/rules/message-rules.ts';
import type { PromptMessage } from './member-data.ts';
import type { SafetyFlag } from './tools/tool.ts';

/**
 * Signs of a scam or of oversharing that need no model (docs/ai.md, Safety check): each rule looks
 * at the conversation's text and names who wrote it. Their flags are merged with the model's.
 */
interface Rule {
  id: string;
  risk: 'medium' | 'high';
  /** Only their messages (what they ask of the member), or anyone's (what is shared). */
  from: 'partner' | 'anyone';
  /** Only within the first few messages, where moving elsewhere is a known scam pattern. */
  firstMessages?: number;
  pattern: RegExp;
  message: (who: string) => string;
}

const RULES: Rule[] = [
  {
    id: 'money_request',
    risk: 'high',
    from: 'partner',
    pattern: MONEY_REQUEST,
    message: (who) => `${who} asked about money, gift cards or payments. Never send money to someone you have not met.`,
  },
  {
    id: 'off_platform',
    risk: 'medium',
    from: 'partner',
    firstMessages: FIRST_EXCHANGES,
    pattern: OFF_PLATFORM,
    message: (who) => `${who} wants to move the conversation off Ascend early on. Scammers often do this before anyone can report them.`,
  },
  {
    id: 'insult',
    risk: 'medium',
    from: 'partner',
    pattern: INSULT,
    message: (who) => `${who} used insulting language. You never have to put up with that: you can block and report them.`,
  },
  {
    id: 'phone_number',
    risk: 'medium',
    from: 'anyone',
    pattern: PHONE_NUMBER,
    message: (who) => `${who} shared a phone number. Keep personal contact details for when you have met and feel safe.`,
  },
  {
    id: 'address',
    risk: 'medium',
    from: 'anyone',
    pattern: STREET_ADDRESS,
    message: (who) => `${who} shared a home address. Meet in a public place until you know each other well.`,
  },
];

export interface RuleFindings {
  flags: SafetyFlag[];
  risk: 'low' | 'medium' | 'high';
}

/** The rules' flags for a conversation (oldest first), each rule once. */
export function checkConversation(messages: PromptMessage[], partnerName: string): RuleFindings {
  const flags: SafetyFlag[] = [];
  let risk: RuleFindings['risk'] = 'low';
  for (const rule of RULES) {
    const scope = rule.firstMessages ? messages.slice(0, rule.firstMessages) : messages;
    const hit = scope.find((m) => (rule.from === 'anyone' || !m.fromMe) && rule.pattern.test(m.content));
    if (!hit) continue;
    flags.push({ source: 'rule', rule: rule.id, message: rule.message(hit.fromMe ? 'You' : partnerName) });
    if (rule.risk === 'high' || risk === 'low') risk = rule.risk;
  }
  return { flags, risk };
}

const LEVELS = ['low', 'medium', 'high'] as const;

export function higherRisk(a: RuleFindings['risk'], b: RuleFindings['risk']): RuleFindings['risk'] {
  return LEVELS[Math.max(LEVELS.indexOf(a), LEVELS.indexOf(b))];
}
