import { useState } from 'react';
import type { OwnProfile } from '@/entities/profile';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { draftFromProfile } from '../lib/draft-from-profile';
import { hasUnsavedChanges } from '../lib/has-unsaved-changes';
import { closeEditProfile, draftDiscarded, selectEditProfileDraft } from './edit-profile-slice';

/**
 * Closing Edit Profile (the close button, Escape, the backdrop, Cancel). With unsaved changes it asks
 * first ('Keep your changes?'): keep editing, keep the draft for next time, or discard it. Without,
 * it closes at once, and a draft that changes nothing goes with it.
 */
export function useCloseEditProfile(profile: OwnProfile | null | undefined) {
  const dispatch = useAppDispatch();
  const me = profile?.id;
  const draft = useAppSelector((state) => (me ? selectEditProfileDraft(state, me) : undefined));
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    dispatch(closeEditProfile());
  };
  const discardAndClose = () => {
    if (me && draft) dispatch(draftDiscarded(me));
    close();
  };

  function requestClose() {
    if (profile && hasUnsavedChanges(draftFromProfile(profile), draft)) setAsking(true);
    else discardAndClose();
  }

  return { asking, requestClose, keepEditing: () => setAsking(false), keepDraft: close, discard: discardAndClose };
}
