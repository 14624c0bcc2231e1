import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import type { EditProfileDraft } from './draft';
import { draftChanged, editProfileSlice, selectEditProfileDraft, selectEditProfileOpen } from './edit-profile-slice';
import { openEditProfileWithBio } from './open-with-bio';

const draft: EditProfileDraft = {
  firstName: 'Ava',
  lastName: 'Rose',
  gender: 'female',
  birthDate: '1995-06-15',
  bio: 'Half-written',
  place: null,
  interests: ['Art'],
  relationshipGoals: [],
};

function signedInStore() {
  const store = configureStore({
    reducer: combineSlices(sessionSlice, editProfileSlice, baseApi),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    preloadedState: { session: { loading: false, user: { id: 'ava', email: null }, error: null, lastEvent: 'INITIAL_SESSION', needsSecondFactor: false } },
  });
  return { store, state: () => store.getState() as unknown as RootState };
}

describe('openEditProfileWithBio', () => {
  it("puts the bio into the member's unsaved draft, keeping her other edits, and opens Edit Profile", () => {
    const { store, state } = signedInStore();
    store.dispatch(draftChanged({ me: 'ava', draft }));
    store.dispatch(openEditProfileWithBio('Trail runner.'));
    expect(selectEditProfileDraft(state(), 'ava')).toEqual({ ...draft, bio: 'Trail runner.' });
    expect(selectEditProfileOpen(state())).toBe(true);
  });

  it('still opens Edit Profile when the own profile is not loaded (the form then shows its load state)', () => {
    const { store, state } = signedInStore();
    store.dispatch(openEditProfileWithBio('Trail runner.'));
    expect(selectEditProfileDraft(state(), 'ava')).toBeUndefined();
    expect(selectEditProfileOpen(state())).toBe(true);
  });
});
