import type { FunctionSecrets } from '../../_shared/function-secrets.ts';
import { DEFAULT_MODEL, readAiSettings, type AiSettings } from '../settings.ts';

/**
 * The provider that compares a selfie with the profile photos (docs/ai.md, Photo verification):
 * VISION_BASE_URL, VISION_API_KEY and VISION_MODEL when set (a local text model may not see images),
 * else the AI helpers' own OPENAI_* provider. Disabled when neither is configured: requests then
 * wait for the operator.
 */
export function readVisionSettings(secrets: FunctionSecrets): AiSettings {
  const chat = readAiSettings(secrets);
  const baseUrl = secrets.get('VISION_BASE_URL');
  const apiKey = secrets.get('VISION_API_KEY');
  if (!baseUrl && !apiKey) return { ...chat, model: secrets.get('VISION_MODEL') ?? chat.model };
  return { enabled: true, apiKey: apiKey ?? 'no-key', baseUrl: baseUrl ?? chat.baseUrl, model: secrets.get('VISION_MODEL') ?? DEFAULT_MODEL };
}
