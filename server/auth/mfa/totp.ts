import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP: SHA-1, six digits, 30-second steps, one step either side accepted (its Skew 1). */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export interface NewTotp {
  secret: string;
  uri: string;
  /** SVG markup; supabase-js makes it a `data:image/svg+xml;utf-8,` URI. */
  qrCode: string;
}

/** A new secret (160 bits, as GoTrue's) for the member's address, with its otpauth URI and QR code. */
export async function newTotp(issuer: string, accountName: string): Promise<NewTotp> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, issuer, accountName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  // Raw SVG goes into a data URI unencoded: a '#' there would start its fragment and cut the image.
  return { secret, uri, qrCode: svg.replaceAll('#ffffff', 'white').replaceAll('#000000', 'black').trim() };
}

/**
 * The time step whose code this is (within the window around `nowMs`), or null for any other
 * string: a wrong code, one of another length, letters.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}
