import { STORAGE_ERRORS } from '../errors/error-catalogue';
import type { RequestedFormat } from './transform-options';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';

export interface OutputChoice {
  format: OutputFormat;
  contentType: string;
  /** Chosen from the Accept header: the answer must say `Vary: Accept`. */
  negotiated: boolean;
}

/**
 * The format each stored type is rendered back to with `format=origin`. HEIC cannot be written
 * (hosted Storage lists it as source only): it becomes JPEG. SVG is left out on purpose: rendering it
 * runs an XML parser and a renderer over member-supplied markup, and uploads refuse SVG anyway.
 */
const ORIGIN_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/heic': 'jpeg',
  'image/heif': 'jpeg',
};

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

/**
 * What a rendering is written as, decided before the file is read so a cached one can be found:
 * `format=webp|avif` as asked, `format=origin` the stored type, otherwise WebP when the client accepts
 * it (hosted Storage's automatic optimisation, imgproxy's WebP detection) and the stored type when not.
 * A stored type that is not a renderable image is refused as hosted Storage refuses it.
 */
/** Whether a stored type names an image this server renders (the bytes decide otherwise: renderable-type.ts). */
export function isRenderableType(storedType: string | undefined): boolean {
  return Object.hasOwn(ORIGIN_FORMATS, (storedType ?? '').split(';')[0].trim().toLowerCase());
}

export function outputFormat(storedType: string | undefined, requested: RequestedFormat | undefined, accept: string | undefined): OutputChoice {
  const origin = ORIGIN_FORMATS[(storedType ?? '').split(';')[0].trim().toLowerCase()];
  if (origin === undefined) throw STORAGE_ERRORS.imageUnsupported();
  if (requested === 'webp' || requested === 'avif') return choice(requested, false);
  if (requested === 'origin') return choice(origin, false);
  return choice(/\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : origin, true);
}

const choice = (format: OutputFormat, negotiated: boolean): OutputChoice => ({ format, contentType: CONTENT_TYPES[format], negotiated });
