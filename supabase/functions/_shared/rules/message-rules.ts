/**
 * Signs in a message's text that need no model, written once for both sides: the `ai` function's
 * safety check flags them in what a partner wrote (ai/safety-rules.ts), and the app asks 'Are you
 * sure?' before a member sends a message that has one (src/features/send-message). No imports: the
 * SPA's build includes this file as it is. docs/security.md (Block, report and unmatch).
 */

/** Money, gift cards, payment apps: the heart of romance scams. */
export const MONEY_REQUEST =
  /\b(gift ?cards?|itunes|steam card|western union|moneygram|wire (me|the|some)?|bitcoin|crypto|usdt|cash ?app|venmo|zelle|paypal|bank (details|account)|send (me )?(money|\$|€|£)|\b(lend|loan) me\b|invest(ment)? (opportunity|platform))/i;

/** Moving to another app or a phone, a known scam pattern early in a conversation. */
export const OFF_PLATFORM =
  /\b(whats ?app|telegram|signal|snap(chat)?|kik|wechat|line app|hangouts|google chat|text me|call me|e-?mail me|my (number|email)|add me on)\b/i;

/** Within how many messages of a conversation moving elsewhere counts as early. */
export const FIRST_EXCHANGES = 6;

/** Insults and slurs, as whole words: a short list of what nobody means kindly. */
export const INSULT =
  /\b(idiot|moron|loser|ugly|pathetic|worthless|bitch|slut|whore|cunt|skank|dumbass|retard(ed)?|piece of shit|fuck (you|off)|go to hell|shut up|you('re| are) (so )?(stupid|dumb|disgusting))\b/i;

export const PHONE_NUMBER = /(?:\+|\b)\d(?:[\s().-]?\d){8,14}\b/;

export const STREET_ADDRESS =
  /\b\d{1,5}\s+(?:[A-Za-z]+\s){0,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl)\b|\b(?:rua|calle|via|rue)\s+[A-Za-z]/i;

export type OutgoingFlag = 'money_request' | 'off_platform' | 'insult';

/**
 * What a message about to be sent shows, given how many messages the conversation already has:
 * money requests and insults always, a move elsewhere within the first exchanges.
 */
export function outgoingMessageFlags(content: string, earlierMessages: number): OutgoingFlag[] {
  const flags: OutgoingFlag[] = [];
  if (MONEY_REQUEST.test(content)) flags.push('money_request');
  if (earlierMessages < FIRST_EXCHANGES && OFF_PLATFORM.test(content)) flags.push('off_platform');
  if (INSULT.test(content)) flags.push('insult');
  return flags;
}
