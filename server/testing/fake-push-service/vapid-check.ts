import { importJWK, jwtVerify } from 'jose';

/** What a push service reads from a push's Authorization header (RFC 8292, `vapid t=…, k=…`). */
export interface VapidCheck {
  ok: boolean;
  /** Why it was refused. */
  reason?: string;
  /** The signer's public key (k), base64url. */
  publicKey?: string;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The JWK of an uncompressed P-256 point (65 bytes: 0x04, x, y). */
function pointJwk(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
}

/**
 * Checks a push's VAPID header as a push service does: a JWT signed ES256 by the key in k, for this
 * service's origin (aud), expiring in the future and within a day, with a mailto: or https: subject.
 */
export async function checkVapid(authorization: string | undefined, origin: string): Promise<VapidCheck> {
  const match = /^vapid t=([\w.-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { ok: false, reason: 'no vapid Authorization header' };
  const [, token, publicKey] = match;
  try {
    const key = await importJWK(pointJwk(publicKey), 'ES256');
    const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] });
    if (payload.exp! > Math.floor(Date.now() / 1000) + DAY_SECONDS) return { ok: false, reason: 'exp more than a day ahead', publicKey };
    if (!/^(mailto:|https:\/\/)/.test(String(payload.sub))) return { ok: false, reason: 'sub is not mailto: or https:', publicKey };
    return { ok: true, publicKey };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error), publicKey };
  }
}
