import type { IncomingMessage } from 'node:http';
import { STORAGE_ERRORS } from './errors/error-catalogue';

/**
 * Feeds the request body to onChunk one chunk at a time, pausing the socket while onChunk works.
 * When onChunk fails the rest of the body is read and dropped (not destroyed: the socket must stay
 * usable for the error answer).
 */
export function pumpRequest(req: IncomingMessage, onChunk: (chunk: Buffer) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // 'end' may come while the last chunk is still being handled: the work is chained.
    let work = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      discardRequest(req);
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      req.pause();
      work = work.then(() => (failed ? undefined : onChunk(chunk))).then(() => void req.resume(), fail);
    });
    req.on('end', () => {
      void work.then(() => {
        if (!failed) resolve();
      });
    });
    // Errors of the request stream are the client's connection failing: a reset or an early close.
    req.on('close', () => {
      if (!req.complete) fail(STORAGE_ERRORS.aborted());
    });
    req.on('error', () => fail(STORAGE_ERRORS.aborted()));
  });
}

// A client that keeps sending after it was refused is cut off past this many bytes.
const MAX_DISCARDED_BYTES = 128 * 1024 * 1024;

/** Reads and drops what is left of a request body so the answer can still be sent on its socket. */
export function discardRequest(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  let discarded = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.destroy();
  });
  req.resume();
}
