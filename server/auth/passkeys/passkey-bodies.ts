import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { authError } from '../errors/error-catalogue';
import { readAuthJson } from '../request-body';

// The browser's PublicKeyCredential as auth-js (or @simplewebauthn/browser) serialises it, capped
// before any work: WebAuthn's credential ids are at most 1023 bytes, client data and authenticator
// data a few hundred.
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/);
const CREDENTIAL_ID = base64url(1400);
const common = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish().transform((value) => value ?? undefined),
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
    userHandle: base64url(512).nullish().transform((value) => value ?? undefined),
  }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VerifyBody = z.object({ challenge_id: z.string().max(64).optional(), credential: z.unknown() });

/** GoTrue's `{ challenge_id, credential }`, checked in its order; the credential is read later. */
export async function readVerifyBody(req: IncomingMessage): Promise<{ challengeId: string; credential: unknown }> {
  const body = await readAuthJson(req, VerifyBody);
  if (!body.challenge_id) throw authError('passkeyChallengeIdRequired');
  if (body.credential === undefined || body.credential === null) throw authError('passkeyCredentialRequired');
  if (!UUID.test(body.challenge_id)) throw authError('passkeyChallengeIdNotUuid');
  return { challengeId: body.challenge_id.toLowerCase(), credential: body.credential };
}

/** The credential in the shape the ceremony expects, or GoTrue's 400 for an unreadable one. */
export function parseCredential<S extends z.ZodType>(schema: S, credential: unknown): z.output<S> {
  const parsed = schema.safeParse(credential);
  if (!parsed.success) throw authError('passkeyResponseInvalid');
  return parsed.data;
}

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
  throw authError('passkeyResponseInvalid');
}

/** GoTrue's rule for a new name (PATCH /passkeys/{id}): 1 to 120 characters. */
export function passkeyName(name: unknown): string {
  if (typeof name !== 'string' || name === '') throw authError('passkeyNameRequired');
  if (name.length > 120) throw authError('passkeyNameTooLong');
  return name;
}

/** A passkey id in a path; anything else is GoTrue's 404. */
export function passkeyId(id: string): string {
  if (!UUID.test(id)) throw authError('passkeyNotFound');
  return id.toLowerCase();
}
