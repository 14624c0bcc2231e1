import { FIRST_EXCHANGES, INSULT, MONEY_REQUEST, OFF_PLATFORM, PHONE_NUMBER, STREET_ADDRESS } from '../_shared/rules/message-rules.ts';
import { serverTexts, type ServerLocale } from '../_shared/server-messages/index.ts';
import type { PromptMessage } from './member-data.ts';
import type { SafetyFlag } from './tools/tool.ts';

/**
 * Signs of a scam or of oversharing that need no model (docs/ai.md, Safety check): each rule looks
 * at the conversation's text and names who wrote it. Their flags are merged with the model's.
 */
type RuleId = 'money_request' | 'off_platform' | 'insult' | 'phone_number' | 'address';

interface Rule {
  /** Its flag's words are `ai.safety.<id>` in _shared/server-messages. */
  id: RuleId;
  risk: 'medium' | 'high';
  /** Only their messages (what they ask of the member), or anyone's (what is shared). */
  from: 'partner' | 'anyone';
  /** Only within the first few messages, where moving elsewhere is a known scam pattern. */
  firstMessages?: number;
  pattern: RegExp;
}

const RULES: Rule[] = [
  {
    id: 'money_request',
    risk: 'high',
    from: 'partner',
    pattern: MONEY_REQUEST,
  },
  {
    id: 'off_platform',
    risk: 'medium',
    from: 'partner',
    firstMessages: FIRST_EXCHANGES,
    pattern: OFF_PLATFORM,
  },
  {
    id: 'insult',
    risk: 'medium',
    from: 'partner',
    pattern: INSULT,
  },
  {
    id: 'phone_number',
    risk: 'medium',
    from: 'anyone',
    pattern: PHONE_NUMBER,
  },
  {
    id: 'address',
    risk: 'medium',
    from: 'anyone',
    pattern: STREET_ADDRESS,
  },
];

/** A flag in her language: what the other member did, or, for what anyone may share, what she did. */
function flagMessage(t: ReturnType<typeof serverTexts>, id: RuleId, fromMe: boolean, partnerName: string): string {
  if (fromMe && (id === 'phone_number' || id === 'address')) return t(`ai.safety.${id}.you`);
  return t(`ai.safety.${id}`, { name: partnerName });
}

export interface RuleFindings {
  flags: SafetyFlag[];
  risk: 'low' | 'medium' | 'high';
}

/** The rules' flags for a conversation (oldest first), each rule once. */
export function checkConversation(messages: PromptMessage[], partnerName: string, locale: ServerLocale = 'en'): RuleFindings {
  const t = serverTexts(locale);
  const flags: SafetyFlag[] = [];
  let risk: RuleFindings['risk'] = 'low';
  for (const rule of RULES) {
    const scope = rule.firstMessages ? messages.slice(0, rule.firstMessages) : messages;
    const hit = scope.find((m) => (rule.from === 'anyone' || !m.fromMe) && rule.pattern.test(m.content));
    if (!hit) continue;
    flags.push({ source: 'rule', rule: rule.id, message: flagMessage(t, rule.id, hit.fromMe, partnerName) });
    if (rule.risk === 'high' || risk === 'low') risk = rule.risk;
  }
  return { flags, risk };
}

const LEVELS = ['low', 'medium', 'high'] as const;

export function higherRisk(a: RuleFindings['risk'], b: RuleFindings['risk']): RuleFindings['risk'] {
  return LEVELS[Math.max(LEVELS.indexOf(a), LEVELS.indexOf(b))];
}
