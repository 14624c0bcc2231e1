import type { FunctionSecrets } from '../_shared/function-secrets.ts';

/** The provider the AI helpers call, from the function's secrets (docs/ai.md, Configuration). */
export interface AiSettings {
  /** Whether a provider is configured at all; without one every answer is the canned one. */
  enabled: boolean;
  apiKey: string;
  model: string;
  /** Unset: OpenAI itself. */
  baseUrl: string | undefined;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * A key, or a base URL alone: local servers (Ollama, llama.cpp) take any key, and the SDK insists on
 * sending one.
 */
export function readAiSettings(secrets: FunctionSecrets): AiSettings {
  const apiKey = secrets.get('OPENAI_API_KEY');
  const baseUrl = secrets.get('OPENAI_BASE_URL');
  return {
    enabled: Boolean(apiKey || baseUrl),
    apiKey: apiKey ?? 'no-key',
    model: secrets.get('OPENAI_MODEL') ?? DEFAULT_MODEL,
    baseUrl,
  };
}
