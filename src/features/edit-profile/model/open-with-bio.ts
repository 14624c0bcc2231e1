import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { profileApi } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { draftFromProfile } from '../lib/draft-from-profile';
import { draftChanged, openEditProfile, selectEditProfileDraft } from './edit-profile-slice';

type ProfileApiState = Parameters<ReturnType<typeof profileApi.endpoints.getOwnProfile.select>>[0];

/**
 * Opens Edit Profile with `bio` in the bio field (the AI assistant's suggested bio), on top of the
 * member's unsaved draft or else her saved profile: a draft, so she reviews it and saves or discards.
 */
export const openEditProfileWithBio =
  (bio: string): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const state = getState();
    const me = selectSessionUser(state)?.id;
    if (me) {
      // The signed-in frame loads the own profile before any page shows: it is in the cache.
      const profile = profileApi.endpoints.getOwnProfile.select(me)(state as unknown as ProfileApiState).data;
      const base = selectEditProfileDraft(state, me) ?? (profile ? draftFromProfile(profile) : undefined);
      if (base) dispatch(draftChanged({ me, draft: { ...base, bio } }));
    }
    dispatch(openEditProfile());
  };
