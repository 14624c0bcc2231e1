import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the contract tests: P-256 keys from node:crypto, `none`
 * attestation, user presence and verification always given. It answers the server's options as a
 * browser with a platform authenticator would, and can be told to lie (another page's origin,
 * another key, a counter that went backwards) so the tests can show the server refuses each.
 */
export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** The account the credential was made for (the options' user.id). */
  userHandle: string;
  signCount: number;
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
// The CBOR encoder checks `instanceof Uint8Array`: a Buffer from another realm (a jsdom test) is copied in.
const bytesOf = (buffer: Buffer) => Uint8Array.from(buffer);
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** The public key as COSE (EC2, ES256, P-256), as an authenticator reports it. */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  return isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, bytesOf(Buffer.from(jwk.x!, 'base64url'))], [-3, bytesOf(Buffer.from(jwk.y!, 'base64url'))]]));
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
  return b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/**
 * navigator.credentials.create(): a new discoverable credential and the response the browser sends;
 * with `again`, that passkey's credential made once more (an authenticator registered twice).
 */
export function createPasskey(options: CreationOptions, origin: string, again?: SoftwarePasskey) {
  const privateKey = again?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const credentialId = again?.credentialId ?? randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(privateKey)]);
  const authData = authenticatorData(options.rp.id ?? new URL(origin).hostname, FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, 0, attested);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', bytesOf(authData)]]) as never);
  const passkey: SoftwarePasskey = { credentialId, privateKey, userHandle: options.user.id, signCount: 0 };
  const credential = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response: { clientDataJSON: clientData('webauthn.create', options.challenge, origin), attestationObject: b64url(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { passkey, credential };
}

export interface Assertion {
  origin: string;
  /** Sign with this key instead of the passkey's own. */
  signingKey?: KeyObject;
  /** Report this counter instead of the next one. */
  signCount?: number;
  rpId?: string;
}

/** navigator.credentials.get(): the passkey signs the challenge; its counter moves on. */
export function assertPasskey(passkey: SoftwarePasskey, challenge: string, assertion: Assertion) {
  // A forced counter is a one-off lie: the authenticator's own counter is not moved by it.
  const signCount = assertion.signCount ?? ++passkey.signCount;
  const authData = authenticatorData(assertion.rpId ?? new URL(assertion.origin).hostname, FLAGS.userPresent | FLAGS.userVerified, signCount);
  const clientDataJSON = clientData('webauthn.get', challenge, assertion.origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), assertion.signingKey ?? passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

export function otherKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}
