import { isEmbeddedAuthServer } from '@/shared/api';
import { CLIENT_INFO, env } from '@/shared/config';

/**
 * The one module that knows where passkeys are answered (docs/deployment.md, Passkeys): the
 * embedded server's own auth routes, or on hosted Supabase a `passkeys` Edge Function with the same
 * paths and answers, which is not written: hosted passkeys are to move to GoTrue's own routes instead.
 */
async function passkeyService(): Promise<string> {
  return (await isEmbeddedAuthServer()) ? `${env.supabaseUrl}/auth/v1/ascend/passkeys` : `${env.supabaseUrl}/functions/v1/passkeys`;
}

export interface PasskeyServiceError {
  status: number;
  code?: string;
  message?: string;
}

export type PasskeyAnswer<T> = { data: T; error: null } | { data: null; error: PasskeyServiceError };

interface ErrorBody {
  code?: string | number;
  error_code?: string;
  message?: string;
  msg?: string;
}

/** One call to the passkey service, with the member's token when given; errors in GoTrue's shape. */
export async function callPasskeyService<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<PasskeyAnswer<T>> {
  const response = await fetch(`${await passkeyService()}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      'Content-Type': 'application/json',
      'X-Client-Info': CLIENT_INFO,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (response.ok) return { data: answer, error: null };
  const code = typeof answer.code === 'string' ? answer.code : answer.error_code;
  return { data: null, error: { status: response.status, code, message: answer.message ?? answer.msg } };
}
