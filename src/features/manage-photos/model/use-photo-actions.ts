import toast from 'react-hot-toast';
import type { ProfilePhoto } from '@/entities/profile';
import { useDeletePhotoMutation, useReorderPhotosMutation, useSetPrimaryPhotoMutation } from '../api/photos-api';
import { photoTexts } from '../config/texts';

/** Set primary, delete and move, each with its SPEC §8 toasts. `photos` is in display order, primary first. */
export function usePhotoActions(me: string, photos: ProfilePhoto[]) {
  const [setPrimary, primaryState] = useSetPrimaryPhotoMutation();
  const [remove, removeState] = useDeletePhotoMutation();
  const [reorder] = useReorderPhotosMutation();

  async function makePrimary(photoId: string) {
    try {
      await setPrimary({ me, photoId }).unwrap();
      toast.success(photoTexts.primarySet);
    } catch {
      toast.error(photoTexts.primaryFailed);
    }
  }

  async function deletePhoto(photoId: string) {
    try {
      await remove({ me, photoId }).unwrap();
      toast.success(photoTexts.deleted);
    } catch {
      toast.error(photoTexts.deleteFailed);
    }
  }

  /** Moves a photo to another place in the list; the primary photo keeps the first one. */
  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || photos[from].isPrimary || photos[to].isPrimary) return;
    const ids = photos.map((photo) => photo.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    // Shown at once; on failure the order goes back (photos-api) and the member is told.
    reorder({ me, photoIds: ids })
      .unwrap()
      .catch(() => toast.error(photoTexts.reorderFailed));
  }

  return { makePrimary, deletePhoto, move, busy: primaryState.isLoading || removeState.isLoading };
}
