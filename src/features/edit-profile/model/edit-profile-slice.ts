import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session';
import type { EditProfileDraft } from './draft';

export interface EditProfileState {
  open: boolean;
  /** Unsaved edits by member id: a draft survives closing the modal and never shows to another member. */
  drafts: Record<string, EditProfileDraft>;
}

export const initialEditProfileState: EditProfileState = { open: false, drafts: {} };

export const editProfileSlice = createSlice({
  name: 'editProfile',
  initialState: initialEditProfileState,
  reducers: {
    openEditProfile(state) {
      state.open = true;
    },
    closeEditProfile(state) {
      state.open = false;
    },
    draftChanged(state, action: PayloadAction<{ me: string; draft: EditProfileDraft }>) {
      state.drafts[action.payload.me] = action.payload.draft;
    },
    draftDiscarded(state, action: PayloadAction<string>) {
      delete state.drafts[action.payload];
    },
  },
  extraReducers: (builder) =>
    // Signing out forgets every draft: the next person at this browser sees none of them.
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialEditProfileState : state)),
});

export const { openEditProfile, closeEditProfile, draftChanged, draftDiscarded } = editProfileSlice.actions;

// The app injects the slice with the signed-in frame; until then it reads as closed, with no drafts.
type WithEditProfile = RootState & { [editProfileSlice.reducerPath]?: EditProfileState };
const sliceState = (state: RootState) => (state as WithEditProfile).editProfile ?? initialEditProfileState;

export const selectEditProfileOpen = (state: RootState) => sliceState(state).open;
export const selectEditProfileDraft = (state: RootState, me: string): EditProfileDraft | undefined =>
  sliceState(state).drafts[me];
