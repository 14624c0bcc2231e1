import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/** A device's push subscription as PushSubscription.toJSON() gives it, with the private key that reads its pushes. */
export interface TestDevice {
  endpoint: string;
  /** Base64url: the device's uncompressed P-256 public key (65 bytes) and auth secret (16 bytes). */
  p256dh: string;
  auth: string;
  /** The device's private key, for decrypting what arrives (RFC 8291). */
  privateKey: Buffer;
}

/**
 * A new device's keys, made as a browser makes them: an ECDH P-256 pair and 16 random auth bytes. The
 * endpoint is under `pushOrigin` (the fake push service's) or, by default, a path of FCM's, which the
 * database accepts but no test sends to.
 */
export function testDevice(pushOrigin = 'https://fcm.googleapis.com'): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushOrigin}/fcm/send/${randomUUID()}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}
