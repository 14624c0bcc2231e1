import { env } from '@/shared/config';

// storage-js `getPublicUrl(path)` and `getPublicUrl(path, { transform })`: one object, two addresses.
const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/** The widths a card photo is rendered at: a card on one screen (~300 px), and twice that for dense screens. */
export const CARD_PHOTO_WIDTHS = [400, 800] as const;
/** The widths of a profile's large photo: a phone's width at 1× to a tablet's at 2×. */
export const GALLERY_PHOTO_WIDTHS = [400, 800, 1600] as const;
/** The widths of the small photos of lists (avatars, thumbnails: 34–96 px on screen). */
export const AVATAR_PHOTO_WIDTHS = [96, 192] as const;

/** What an `<img>` needs to let the browser pick the smallest rendering that fills its box. */
export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a stored photo shown `sizes` wide: renderings of its public
 * object URL at `widths`, `src` the smallest (for browsers without srcset). A URL that is not a
 * Storage public object (another host's picture, a data: URL) is used as it is, and so is every URL
 * while transforms are off (`VITE_IMAGE_TRANSFORMS=false`).
 */
export function photoSources(
  url: string,
  widths: readonly [number, ...number[]],
  sizes: string,
  transforms: boolean = env.imageTransforms,
): PhotoSources {
  const at = transforms ? renderingsOf(url) : undefined;
  if (at === undefined) return { src: url };
  return { src: at(widths[0]), srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '), sizes };
}

/** The photo at `width` through Storage's image transformations; undefined when it is not a public object URL. */
export function renderedPhotoUrl(url: string, width: number): string | undefined {
  return renderingsOf(url)?.(width);
}

/** The rendering URL of a public object at any width, or undefined for any other URL. */
function renderingsOf(url: string): ((width: number) => string) | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const at = parsed.pathname.indexOf(OBJECT_PATH);
  // A query or fragment would be the URL's owner's, not ours to replace.
  if (!/^https?:$/.test(parsed.protocol) || at < 0 || parsed.search || parsed.hash) return undefined;
  parsed.pathname = `${parsed.pathname.slice(0, at)}${RENDER_PATH}${parsed.pathname.slice(at + OBJECT_PATH.length)}`;
  const base = parsed.href;
  // The default quality (80) and format (WebP where accepted) are what a photo needs: not repeated here.
  return (width) => `${base}?width=${width}`;
}
