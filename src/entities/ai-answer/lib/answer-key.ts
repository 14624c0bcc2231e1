import type { AiRequest } from '../model/ai-request';

/** Which answer an ask fills: one per tool and partner (or persona), so switching back shows the last one. */
export type AiAnswerKey = string;

export function aiAnswerKey(request: AiRequest): AiAnswerKey {
  if ('partnerId' in request) return `${request.tool}:${request.partnerId}`;
  if ('personaId' in request) return `${request.tool}:${request.personaId}`;
  return request.tool;
}
