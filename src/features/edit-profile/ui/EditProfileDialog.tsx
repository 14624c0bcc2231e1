import { lazy, Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { selectEditProfileOpen } from '../model/edit-profile-slice';

// The form, its validation and the city picker load only when the modal first opens.
const EditProfileModal = lazy(() => import('./EditProfileModal').then((m) => ({ default: m.EditProfileModal })));

interface EditProfileDialogProps {
  /** The Photos section's content: photo management is a feature of its own, composed in by the app. */
  photosSection?: ReactNode;
}

/** Mounted once in the signed-in frame; anything may open it with `openEditProfile()`. */
export function EditProfileDialog({ photosSection }: EditProfileDialogProps) {
  const open = useAppSelector(selectEditProfileOpen);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <EditProfileModal open={open} photosSection={photosSection} />
    </Suspense>
  );
}
