import { useState } from 'react';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation, type OwnProfile } from '@/entities/profile';
import { profileTexts } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { editProfileTexts } from '../config/texts';
import { draftFromProfile } from '../lib/draft-from-profile';
import { editProfileErrors, editProfileFieldError, type EditProfileErrors } from '../lib/edit-profile-schema';
import { profileChanges } from '../lib/profile-changes';
import type { DraftField, EditProfileDraft } from './draft';
import { closeEditProfile, draftChanged, draftDiscarded, selectEditProfileDraft } from './edit-profile-slice';

/**
 * The form over the member's saved profile. Every change goes into the member's draft in the store,
 * so closing the modal keeps it; saving or discarding drops it.
 */
export function useEditProfileForm(profile: OwnProfile) {
  const dispatch = useAppDispatch();
  const saved = draftFromProfile(profile);
  const draft = useAppSelector((state) => selectEditProfileDraft(state, profile.id));
  const values = draft ?? saved;
  const [errors, setErrors] = useState<EditProfileErrors>({});
  const [update, { isLoading: isSaving }] = useUpdateOwnProfileMutation();

  function setField<Field extends DraftField>(field: Field, value: EditProfileDraft[Field]) {
    dispatch(draftChanged({ me: profile.id, draft: { ...values, [field]: value } }));
    // The birth date's rule shows at once (as at registration); another field's error clears as it changes.
    setErrors((current) => ({ ...current, [field]: field === 'birthDate' ? editProfileFieldError(field, value) : undefined }));
  }

  function discard() {
    dispatch(draftDiscarded(profile.id));
    setErrors({});
  }

  async function save() {
    const found = editProfileErrors(values, saved);
    const first = Object.values(found)[0];
    if (first) {
      setErrors(found);
      toast.error(first);
      return;
    }
    const changes = profileChanges(saved, values);
    try {
      if (Object.keys(changes).length > 0) await update({ me: profile.id, changes, context: 'Update own profile' }).unwrap();
      dispatch(draftDiscarded(profile.id));
      dispatch(closeEditProfile());
      toast.success(editProfileTexts.saved);
    } catch {
      // supabaseQuery has logged the cause.
      toast.error(profileTexts.saveFailed);
    }
  }

  return { values, errors, hasDraft: draft !== undefined, isSaving, setField, discard, save };
}
