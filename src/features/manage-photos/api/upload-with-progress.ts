import { CLIENT_INFO, env } from '@/shared/config';
import { photoObjectUrl } from './photo-storage';

/** Storage's refusal, shaped as storage-js's StorageApiError (status, and the status it names). */
export class StorageUploadError extends Error {
  readonly name = 'StorageApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusCode: string,
  ) {
    super(message);
  }
}

interface Upload {
  path: string;
  file: Blob;
  accessToken: string;
  /** Percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
}

function refusal(xhr: XMLHttpRequest): StorageUploadError {
  let body: { message?: string; statusCode?: string } = {};
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new StorageUploadError(body.message ?? `HTTP ${xhr.status} error`, xhr.status, body.statusCode ?? String(xhr.status));
}

/**
 * The request storage-js makes for `upload(path, blob, { cacheControl: '3600', upsert: false })`, sent
 * with XMLHttpRequest because fetch reports no upload progress: multipart with `cacheControl` and the
 * file in an unnamed field, `x-upsert: false`, the anon key and the member's access token.
 */
export function uploadWithProgress({ path, file, accessToken, onProgress }: Upload): Promise<void> {
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photoObjectUrl(path));
    xhr.setRequestHeader('apikey', env.supabaseAnonKey);
    xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('X-Client-Info', CLIENT_INFO);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(refusal(xhr)));
    // What fetch throws when the network fails, so the shared mapper recognises it.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(body);
  });
}
