import { z } from 'zod';
import { authError } from '../errors/error-catalogue';

// The browser's PublicKeyCredential as @simplewebauthn/browser serialises it, capped before any work:
// WebAuthn's credential ids are at most 1023 bytes, client data and authenticator data a few hundred.
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/);
const CREDENTIAL_ID = base64url(1400);
const common = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const RegistrationCredential = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(20)).max(8).optional(),
  }),
});

export const AuthenticationCredential = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(512).optional(),
  }),
});

/** What the browser signed: the challenge it was given and the page that asked. */
export interface ClientData {
  challenge: string;
  origin: string;
}

export function readClientData(clientDataJSON: string): ClientData {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const { challenge, origin } = data as Record<string, unknown>;
    if (typeof challenge === 'string' && typeof origin === 'string') return { challenge, origin };
  } catch {
    // Not JSON: answered below like any other unreadable response.
  }
  throw authError('passkeyVerificationFailed');
}

/** Settings shows the name; the same rule as a factor's (MAX_NAME_LENGTH in server/auth/mfa/enroll.ts). */
export function passkeyName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100) throw authError('passkeyNameInvalid');
  return trimmed;
}
