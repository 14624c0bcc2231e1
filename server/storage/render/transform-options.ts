import { STORAGE_ERRORS } from '../errors/error-catalogue';

export type ResizeMode = 'cover' | 'contain' | 'fill';
export type RequestedFormat = 'origin' | 'avif' | 'webp';

/** What storage-js `transform` sends, read and capped; 0 means "not given" for width and height. */
export interface TransformOptions {
  width: number;
  height: number;
  resize: ResizeMode;
  /** Undefined: the best format the request's Accept header allows. */
  format: RequestedFormat | undefined;
  quality: number;
}

/**
 * Hosted Storage's limits (supabase.com/docs/guides/storage/serving/image-transformations): sizes above
 * 2500 px are capped, not refused; sources over 25 MB or 50 megapixels are refused.
 */
export const RENDER_LIMITS = {
  maxDimension: 2500,
  minQuality: 20,
  maxQuality: 100,
  defaultQuality: 80,
  maxSourceBytes: 25 * 1024 * 1024,
  maxSourcePixels: 50_000_000,
} as const;

const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const FORMATS: readonly RequestedFormat[] = ['origin', 'avif', 'webp'];

/**
 * The transformation a query asks for, checked before any other work. Refusals use the words of
 * hosted Storage's schema validation, which checks height, width, resize, format, quality in that order.
 */
export function transformOptions(query: URLSearchParams): TransformOptions {
  const height = dimension(query, 'height');
  const width = dimension(query, 'width');
  const resize = oneOf(query, 'resize', RESIZE_MODES) ?? 'cover';
  const format = oneOf(query, 'format', FORMATS);
  const quality = integer(query, 'quality') ?? RENDER_LIMITS.defaultQuality;
  if (quality < RENDER_LIMITS.minQuality) throw invalid('quality', `must be >= ${RENDER_LIMITS.minQuality}`);
  if (quality > RENDER_LIMITS.maxQuality) throw invalid('quality', `must be <= ${RENDER_LIMITS.maxQuality}`);
  return { width, height, resize, format, quality };
}

function dimension(query: URLSearchParams, name: 'width' | 'height'): number {
  const value = integer(query, name) ?? 0;
  if (value < 0) throw invalid(name, 'must be >= 0');
  return Math.min(value, RENDER_LIMITS.maxDimension);
}

function integer(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  // Digits only: '1e3', '0x10' or '12px' are not the integers a client meant to send.
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw invalid(name, 'must be integer');
  return Number(raw);
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw invalid(name, 'must be equal to one of the allowed values');
  return raw as T;
}

const invalid = (name: string, rule: string) => STORAGE_ERRORS.invalidTransformation(`querystring/${name} ${rule}`);
