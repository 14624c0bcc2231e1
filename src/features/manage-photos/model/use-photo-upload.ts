import { useState } from 'react';
import toast from 'react-hot-toast';
import { isPlanLimitError } from '@/shared/api';
import { photoTexts } from '../config/texts';
import { useUploadPhotoMutation } from '../api/photos-api';
import { photoFileError } from '../lib/photo-file-error';
import { reencodePhoto } from '../lib/reencode-photo';

/** Null while idle; 'preparing' while the photo is re-encoded; then the percent of bytes sent. */
export type UploadProgress = null | 'preparing' | number;

const messageOf = (error: unknown) => (error as { message?: string } | null)?.message ?? photoTexts.uploadFailed;

/**
 * Check, re-encode, upload with progress, record: SPEC §5 messages first, then §8 toasts. A refusal
 * by the plan's photo limit is kept as `planLimit` instead, for the manager to show with its way out.
 */
export function usePhotoUpload(me: string) {
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [upload] = useUploadPhotoMutation();

  async function uploadFile(file: File) {
    const invalid = photoFileError(file);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setPlanLimit(null);
    setProgress('preparing');
    try {
      let photo: File;
      try {
        photo = await reencodePhoto(file);
      } catch (error) {
        // The browser could not decode it (HEIC on most browsers, a damaged file): nothing was sent.
        console.error('Re-encode photo failed', error);
        throw new Error(photoTexts.uploadFailed, { cause: error });
      }
      setProgress(0);
      await upload({ me, photo, onProgress: setProgress }).unwrap();
      toast.success(photoTexts.uploaded);
    } catch (error) {
      if (isPlanLimitError(error)) setPlanLimit(messageOf(error));
      else toast.error(messageOf(error));
    } finally {
      setProgress(null);
    }
  }

  return { progress, uploadFile, planLimit, dismissPlanLimit: () => setPlanLimit(null) };
}
