import type { Sharp } from 'sharp';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import type { StorageError } from '../errors/storage-error';
import type { OutputFormat } from './output-format';
import { RENDER_LIMITS, type ResizeMode, type TransformOptions } from './transform-options';

type SharpModule = typeof import('sharp').default;
let loading: Promise<SharpModule> | undefined;

/**
 * sharp (libvips) is loaded by the first rendering, not at start-up, which it would slow by ~50 ms and
 * ~20 MB before any page asks for a picture (docs/performance.md, Cold start).
 */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each rendering is kept on disk, so libvips' own cache of recent operations would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** As long as hosted Storage waits for imgproxy before it gives up. */
const RENDER_TIMEOUT_SECONDS = 15;

// Hosted Storage's modes in imgproxy's terms: cover = fill (crop), contain = fit, fill = force.
const FIT: Record<ResizeMode, 'cover' | 'inside' | 'fill'> = { cover: 'cover', contain: 'inside', fill: 'fill' };

/**
 * Renders an image's bytes as asked: turned upright by its EXIF orientation, resized (never enlarged,
 * as imgproxy's default), and encoded without metadata, so a phone's GPS tags do not leave with the
 * picture. The source's pixel count is checked from its header before it is decoded.
 */
export async function renderImage(source: Buffer, options: TransformOptions, format: OutputFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  // failOn 'error': phone JPEGs often carry harmless warnings that the original route serves anyway.
  const image = sharp(source, { limitInputPixels: RENDER_LIMITS.maxSourcePixels, failOn: 'error' }).autoOrient();
  if (options.width > 0 || options.height > 0) {
    image.resize({
      width: options.width || undefined,
      height: options.height || undefined,
      fit: FIT[options.resize],
      withoutEnlargement: true,
    });
  }
  try {
    return await encode(image, format, options.quality).timeout({ seconds: RENDER_TIMEOUT_SECONDS }).toBuffer();
  } catch (error) {
    throw renderRefusal(error);
  }
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality, progressive: true });
    case 'webp':
      return image.webp({ quality });
    // effort 2 of 9: AVIF's default effort takes seconds for a card-sized picture on a small server.
    case 'avif':
      return image.avif({ quality, effort: 2 });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'tiff':
      return image.tiff({ quality });
  }
}

/** Sharp's failures in hosted Storage's words; all but a timeout are the source's fault. */
function renderRefusal(error: unknown): StorageError {
  const message = error instanceof Error ? error.message : String(error);
  if (/exceeds pixel limit/i.test(message)) return STORAGE_ERRORS.imageResolutionTooLarge();
  if (/^timeout/i.test(message)) return STORAGE_ERRORS.imageTimedOut();
  return STORAGE_ERRORS.imageUnsupported();
}
