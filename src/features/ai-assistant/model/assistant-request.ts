import { isPartnerTool, type AiRequest } from '@/entities/ai-answer';
import type { AssistantTool } from '../config/assistant-tools';
import type { AssistantPartner } from './ai-assistant-slice';

/** What running `tool` asks the function; null when the tool is about another member and nobody is selected. */
export function assistantRequest(tool: AssistantTool, partner: AssistantPartner | null): AiRequest | null {
  if (!isPartnerTool(tool)) return { tool };
  return partner ? { tool, partnerId: partner.id } : null;
}
