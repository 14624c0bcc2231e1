import { createECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { testDevice, type TestDevice } from '../push-keys';
import { checkVapid } from './vapid-check';

/** A push that arrived, signed and decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed: the push message of the contract. */
  message: unknown;
  /** The signer's VAPID public key. */
  publicKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

/** How the service answers pushes to one device: a status, or 'slow' (no answer for a minute). */
export type PushAnswer = number | 'slow';

export interface FakePushService {
  /** http://127.0.0.1:<port>: what PUSH_TEST_ORIGINS (or the push option testOrigins) must name. */
  origin: string;
  /** A new device whose endpoint is on this service: its pushes are decrypted with its keys. */
  device(): TestDevice;
  /** Answers pushes to this device so from now on (201 by default). */
  answer(device: TestDevice, answer: PushAnswer): void;
  /** Pushes accepted (201), in order of arrival; `to` picks one device's. */
  received(to?: TestDevice): ReceivedPush[];
  /** Pushes refused, with why: a bad signature, a body that does not decrypt, an unknown device. */
  refused(): { endpoint: string; reason: string }[];
  /** Pushes that reached the service, whatever it answered. */
  attempts(to?: TestDevice): number;
  close(): Promise<void>;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A local push service for tests (docs/testing.md): it takes pushes for the devices it made, checks
 * each push's VAPID signature for its own origin (vapid-check.ts), decrypts its aes128gcm body with
 * the device's private key (RFC 8291, http_ece), records what arrived, and answers as told (201,
 * 404, 410, 500 or not at all). No network: it listens on 127.0.0.1.
 */
export async function startFakePushService(port = 0): Promise<FakePushService> {
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, PushAnswer>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const attempts: string[] = [];
  let origin = '';

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const endpoint = `${origin}${req.url ?? '/'}`;
    const body = await readBody(req);
    attempts.push(endpoint);
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, reason });
      res.writeHead(status).end(reason);
    };
    const device = devices.get(endpoint);
    if (req.method !== 'POST' || !device) return refuse(404, 'no such subscription');
    const vapid = await checkVapid(req.headers.authorization, origin);
    if (!vapid.ok) return refuse(403, `VAPID: ${vapid.reason}`);
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
    if (req.headers.ttl === undefined) return refuse(400, 'no TTL');
    let message: unknown;
    try {
      const keys = createECDH('prime256v1');
      keys.setPrivateKey(device.privateKey);
      message = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: device.auth }).toString('utf8'));
    } catch (error) {
      return refuse(400, `cannot decrypt: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = answers.get(endpoint) ?? 201;
    if (answer === 'slow') return void setTimeout(() => res.destroyed || res.writeHead(201).end(), 60_000).unref();
    if (answer === 201) {
      const header = (name: string) => req.headers[name] as string | undefined;
      received.push({ endpoint, message, publicKey: vapid.publicKey!, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic') });
    }
    res.writeHead(answer).end();
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpointOf = (to?: TestDevice) => to?.endpoint;

  return {
    origin,
    device() {
      const device = testDevice(origin);
      devices.set(device.endpoint, device);
      return device;
    },
    answer(device, answer) {
      answers.set(device.endpoint, answer);
    },
    received: (to) => received.filter((push) => !to || push.endpoint === endpointOf(to)),
    refused: () => [...refused],
    attempts: (to) => attempts.filter((endpoint) => !to || endpoint === endpointOf(to)).length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
