import type { AiRefusal } from './answers.ts';
import type { CallerData } from './member-data.ts';
import { CANDIDATES } from './tools/matchmaker.ts';
import type { Tool, ToolContext } from './tools/index.ts';

// The newest messages a coach or safety check reads: enough for the tone, bounded for the prompt.
const CONVERSATION_MESSAGES = 20;

/**
 * Everything the tool's prompt may contain, read as the caller: her own public profile, the
 * partner's (missing when she may not see it), their conversation, the persona, the feed.
 */
export async function loadToolContext(
  data: CallerData,
  me: string,
  tool: Tool,
  { partnerId, personaId }: { partnerId?: string; personaId?: string },
): Promise<ToolContext | AiRefusal> {
  const partner = tool.partner ? partnerId : undefined;
  const [profiles, messages, persona, candidates, matched] = await Promise.all([
    data.profiles(partner ? [me, partner] : [me]),
    tool.readsMessages && partner ? data.conversation(me, partner, CONVERSATION_MESSAGES) : [],
    tool.needsPersona && personaId ? data.persona(personaId) : undefined,
    tool.readsCandidates ? data.candidates(CANDIDATES) : [],
    tool.partner?.mustBeMatch && partner ? data.isMatch(partner) : true,
  ]);
  const own = profiles.get(me);
  if (!own) throw new Error('the caller cannot read her own public profile');
  if (partner && !profiles.has(partner)) return 'partnerNotFound';
  if (!matched) return 'notMatched';
  if (tool.needsPersona && !persona) return 'personaNotFound';
  return { me: own, partner: partner ? profiles.get(partner) : undefined, messages, persona, candidates };
}
