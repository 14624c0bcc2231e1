import { authError } from '../errors/error-catalogue';

/**
 * Every access token carries user_metadata, and tokens travel in headers (proxies commonly refuse
 * headers over 8 KB), so the metadata is capped: serialized as JSON it may take at most this many bytes.
 */
export const USER_METADATA_MAX_BYTES = 4096;

/** Refuses metadata over the cap with 400 validation_failed (GoTrue itself has no cap). */
export function assertUserMetadataSize(metadata: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (bytes > USER_METADATA_MAX_BYTES) {
    throw authError(
      'userMetadataTooLarge',
      `User metadata is too large: ${bytes} bytes as JSON, at most ${USER_METADATA_MAX_BYTES} are allowed`,
    );
  }
}
