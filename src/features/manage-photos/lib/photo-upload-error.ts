import { isPlanLimitError, mapDatabaseError, type ApiError } from '@/shared/api';
import { photoTexts } from '../config/texts';

interface UploadFailure {
  code?: string;
  message?: string;
  status?: number;
  statusCode?: string;
}

/**
 * SPEC §8: 'Error uploading photo' or the thrown message. The messages a member can act on are shown:
 * her plan's photo limit (PT402) and the database's absolute one, storage's size and type refusals,
 * being offline or losing the network.
 */
export function photoUploadError(error: unknown): ApiError {
  const failure = (error ?? {}) as UploadFailure;
  if (isPlanLimitError(error)) return mapDatabaseError(error) as ApiError;
  if (failure.code === '23514' && /at most \d+ photos/.test(failure.message ?? '')) return { message: failure.message!, code: failure.code };
  if (failure.status === 413 || failure.statusCode === '413') return { message: photoTexts.tooLarge, code: '413' };
  if (failure.statusCode === '415' || /mime type/i.test(failure.message ?? '')) return { message: photoTexts.notAnImage, code: '415' };
  const mapped = mapDatabaseError(error);
  if (mapped?.code === 'offline' || mapped?.code === 'network') return mapped;
  return { message: photoTexts.uploadFailed, code: failure.code ?? failure.statusCode };
}
