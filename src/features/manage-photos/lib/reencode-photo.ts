import { PHOTO_MAX_BYTES } from '@/shared/config';
import { PHOTO_MAX_DIMENSION } from '../config/texts';

/**
 * Draws the photo on a canvas and encodes a new JPEG from it: at most 1600 px on its longest side,
 * and without the original's EXIF (GPS position, camera, times), which a canvas never writes. The
 * original bytes therefore never leave the device. The compression library loads with the first photo.
 */
export async function reencodePhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: PHOTO_MAX_DIMENSION,
    maxSizeMB: PHOTO_MAX_BYTES / (1024 * 1024),
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    preserveExif: false,
    // Its worker would fetch the library from a CDN: the page's CSP forbids that, and it would tell a third party.
    useWebWorker: false,
  });
}
