import { authEventReceived } from '@/entities/session';
import type { EditProfileDraft } from './draft';
import {
  closeEditProfile,
  draftChanged,
  draftDiscarded,
  editProfileSlice,
  initialEditProfileState,
  openEditProfile,
  selectEditProfileDraft,
  selectEditProfileOpen,
} from './edit-profile-slice';

const reduce = editProfileSlice.reducer;
const draft: EditProfileDraft = {
  firstName: 'Ava',
  lastName: 'Rose',
  gender: 'female',
  birthDate: '1995-06-15',
  bio: 'Half-written',
  place: null,
  interests: [],
  relationshipGoals: [],
};
const asRoot = (editProfile: typeof initialEditProfileState) => ({ editProfile }) as unknown as RootState;

describe('edit-profile slice', () => {
  it('opens and closes the modal', () => {
    const open = reduce(initialEditProfileState, openEditProfile());
    expect(selectEditProfileOpen(asRoot(open))).toBe(true);
    expect(selectEditProfileOpen(asRoot(reduce(open, closeEditProfile())))).toBe(false);
  });

  it("keeps each member's draft apart, and closing keeps it", () => {
    let state = reduce(initialEditProfileState, draftChanged({ me: 'ava', draft }));
    state = reduce(state, closeEditProfile());
    expect(selectEditProfileDraft(asRoot(state), 'ava')).toEqual(draft);
    expect(selectEditProfileDraft(asRoot(state), 'noah')).toBeUndefined();
    expect(selectEditProfileDraft(asRoot(reduce(state, draftDiscarded('ava'))), 'ava')).toBeUndefined();
  });

  it('forgets every draft on sign-out', () => {
    const state = reduce(initialEditProfileState, draftChanged({ me: 'ava', draft }));
    const signedOut = reduce(state, authEventReceived({ event: 'SIGNED_OUT', user: null }));
    expect(signedOut).toEqual(initialEditProfileState);
    expect(reduce(state, authEventReceived({ event: 'TOKEN_REFRESHED', user: { id: 'ava', email: null } }))).toBe(state);
  });

  it('reads as closed, without drafts, before the app injects it', () => {
    expect(selectEditProfileOpen({} as RootState)).toBe(false);
    expect(selectEditProfileDraft({} as RootState, 'ava')).toBeUndefined();
  });
});
