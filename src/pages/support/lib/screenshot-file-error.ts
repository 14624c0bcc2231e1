import { isSupportScreenshotType, SUPPORT_SCREENSHOT_MAX_BYTES } from '@/shared/config';
import { supportTexts as texts } from '../config/texts';

/** The bucket's rules, checked on the chosen file before anything is sent; null when it may go. */
export function screenshotFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isSupportScreenshotType(file.type)) return texts.screenshotNotAnImage;
  if (file.size > SUPPORT_SCREENSHOT_MAX_BYTES) return texts.screenshotTooLarge;
  return null;
}
