import { serverLocale, SERVER_LOCALES, type ServerLocale } from '../_shared/server-messages/index.ts';
import type { AiRefusal } from './answers.ts';
import { withSharedPersonalities, type CallerData, type Candidate } from './member-data.ts';
import { CANDIDATES } from './tools/matchmaker.ts';
import type { Tool, ToolContext } from './tools/index.ts';

// The newest messages a coach or safety check reads: enough for the tone, bounded for the prompt.
const CONVERSATION_MESSAGES = 20;

/**
 * The language to answer in: the one the SPA sent when Ascend speaks it (the language on her
 * screen), else the one she saved in her profile, else English.
 */
async function answerLocale(data: CallerData, me: string, sent: string | undefined): Promise<ServerLocale> {
  const language = sent?.split(/[-_]/)[0].toLowerCase();
  if (sent !== undefined && (SERVER_LOCALES as readonly string[]).includes(language ?? '')) return serverLocale(sent);
  return serverLocale(await data.savedLocale(me));
}

/**
 * Everything the tool's prompt may contain, read as the caller: her own public profile, the
 * partner's (missing when she may not see it), their conversation, the persona, the feed, and the
 * personality results both sides chose to share.
 */
export async function loadToolContext(
  data: CallerData,
  me: string,
  tool: Tool,
  { partnerId, personaId, locale: sentLocale }: { partnerId?: string; personaId?: string; locale?: string },
): Promise<ToolContext | { refused: AiRefusal; locale: ServerLocale }> {
  const partner = tool.partner ? partnerId : undefined;
  const [profiles, messages, persona, candidates, matched, locale] = await Promise.all([
    data.profiles(partner ? [me, partner] : [me]),
    tool.readsMessages && partner ? data.conversation(me, partner, CONVERSATION_MESSAGES) : [],
    tool.needsPersona && personaId ? data.persona(personaId) : undefined,
    tool.readsCandidates ? data.candidates(CANDIDATES) : [],
    tool.partner?.mustBeMatch && partner ? data.isMatch(partner) : true,
    answerLocale(data, me, sentLocale),
  ]);
  const own = profiles.get(me);
  if (!own) throw new Error('the caller cannot read her own public profile');
  if (partner && !profiles.has(partner)) return { refused: 'partnerNotFound', locale };
  if (!matched) return { refused: 'notMatched', locale };
  if (tool.needsPersona && !persona) return { refused: 'personaNotFound', locale };
  const them = partner ? [profiles.get(partner)!] : [];
  if (!tool.readsPersonality || them.length + candidates.length === 0) return { me: own, partner: them[0], messages, persona, candidates, locale };
  const results = await data.sharedPersonalities([...them, ...candidates].map((member) => member.id));
  const shared = withSharedPersonalities(own, [...them, ...candidates], results);
  return {
    me: shared.me,
    partner: partner ? shared.others[0] : undefined,
    messages,
    persona,
    candidates: shared.others.slice(them.length) as Candidate[],
    locale,
  };
}
