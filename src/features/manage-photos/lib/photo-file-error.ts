import { PHOTO_MAX_BYTES } from '@/shared/config';
import { photoTexts } from '../config/texts';

/** SPEC §5's checks, made on the chosen file before anything is read or sent; null when it may go. */
export function photoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return photoTexts.notAnImage;
  if (file.size > PHOTO_MAX_BYTES) return photoTexts.tooLarge;
  return null;
}
