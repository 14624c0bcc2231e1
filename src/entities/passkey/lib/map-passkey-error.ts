import { isNetworkError, type ApiError } from '@/shared/api';
import { passkeyErrorMessages as messages } from '../config/texts';

type KnownCode = keyof typeof messages;
const isKnown = (code: string | undefined): code is KnownCode => code !== undefined && Object.hasOwn(messages, code);

interface PasskeyErrorLike {
  code?: string;
  status?: number;
  message?: string;
  /** The browser's DOMException name, as @simplewebauthn/browser passes it on. */
  name?: string;
}

/**
 * A refused passkey step as the member reads it: the browser's refusals (she cancelled, the prompt
 * timed out, the device already has one), the server's codes, a rate limit, and the rest.
 */
export function mapPasskeyError(error: unknown): ApiError {
  const { code, status, message, name } = (error ?? {}) as PasskeyErrorLike;
  if (globalThis.navigator?.onLine === false || isNetworkError(error)) return { message: messages.network, code: 'network' };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return { message: messages.cancelled, code: 'cancelled' };
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { message: messages.passkey_exists, code: 'passkey_exists' };
  if (status === 429 || code === 'over_request_rate_limit') return { message: messages.tooManyAttempts, code: code ?? 'rate_limited', status };
  if (isKnown(code)) return { message: messages[code], code, status };
  return { message: message || messages.fallback, code, status };
}
