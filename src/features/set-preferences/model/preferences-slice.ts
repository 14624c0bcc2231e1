import { createSlice } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session';

export interface PreferencesState {
  open: boolean;
}

export const initialPreferencesState: PreferencesState = { open: false };

/** Whether the Dating Preferences modal is open. The values themselves are the member's profile row. */
export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    openPreferences(state) {
      state.open = true;
    },
    closePreferences(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialPreferencesState : state)),
});

export const { openPreferences, closePreferences } = preferencesSlice.actions;

// The app injects the slice with the signed-in frame; until then the modal reads as closed.
type WithPreferences = RootState & { [preferencesSlice.reducerPath]?: PreferencesState };

export const selectPreferencesOpen = (state: RootState) => (state as WithPreferences).preferences?.open ?? false;
