import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import type { ObjectRow } from './object-rows';

/** A file that stands for an object in another form (a rendering): its own type and ETag. */
export interface ObjectRepresentation {
  contentType: string;
  eTag: string;
  /** Request headers the file was chosen by (`Accept`), for caches between us and the browser. */
  vary?: string;
}

/**
 * Answers with a stored file and the headers hosted Storage sends: its type, length, ETag, Last-Modified
 * and the Cache-Control given at upload; 304 when the client's copy is current. `download` asks the
 * browser to save it (under that name when not empty). With `representation`, the file is a rendering
 * of the object: served with the object's caching and dates, under its own type and ETag.
 */
export async function sendObjectFile(
  req: IncomingMessage,
  res: ServerResponse,
  object: ObjectRow,
  file: string,
  options: { head: boolean; download?: string | null; representation?: ObjectRepresentation },
): Promise<void> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (handle === undefined) throw STORAGE_ERRORS.fileMissing();
  try {
    const stats = await handle.stat();
    const metadata = object.metadata ?? {};
    const { representation } = options;
    const eTag = representation?.eTag ?? metadata.eTag ?? `"${stats.mtimeMs.toString(16)}-${stats.size.toString(16)}"`;
    const lastModified = new Date(metadata.lastModified ?? stats.mtime);
    res.setHeader('ETag', eTag);
    res.setHeader('Last-Modified', lastModified.toUTCString());
    res.setHeader('Cache-Control', metadata.cacheControl ?? 'no-cache');
    if (representation?.vary) res.setHeader('Vary', representation.vary);
    if (isNotModified(req, eTag, lastModified)) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Type', representation?.contentType ?? metadata.mimetype ?? 'application/octet-stream');
    res.setHeader('Content-Length', stats.size);
    // Uploaded content is served as its stored type only; search engines are kept out as hosted does.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Robots-Tag', 'none');
    if (options.download != null) res.setHeader('Content-Disposition', contentDisposition(options.download));
    res.writeHead(200);
    if (options.head) {
      res.end();
      return;
    }
    await pipeline(handle.createReadStream({ autoClose: false }), res);
  } finally {
    await handle.close();
  }
}

function isNotModified(req: IncomingMessage, eTag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(eTag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function contentDisposition(name: string): string {
  if (name === '') return 'attachment;';
  const encoded = encodeURIComponent(name);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}
