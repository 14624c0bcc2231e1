import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session';

export interface AiMatchmakerState {
  open: boolean;
  /** The persona last chosen: reopening shows its suggestions again. */
  personaId: string | null;
}

export const initialAiMatchmakerState: AiMatchmakerState = { open: false, personaId: null };

/** The AI Matchmaker modal of the signed-in frame, opened from the header. */
export const aiMatchmakerSlice = createSlice({
  name: 'aiMatchmaker',
  initialState: initialAiMatchmakerState,
  reducers: {
    openAiMatchmaker(state) {
      state.open = true;
    },
    closeAiMatchmaker(state) {
      state.open = false;
    },
    matchmakerPersonaChosen(state, action: PayloadAction<string>) {
      state.personaId = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialAiMatchmakerState : state)),
});

export const { openAiMatchmaker, closeAiMatchmaker, matchmakerPersonaChosen } = aiMatchmakerSlice.actions;

// The app injects the slice with the signed-in frame; until then the modal reads as closed.
type WithAiMatchmaker = RootState & { [aiMatchmakerSlice.reducerPath]?: AiMatchmakerState };

export const selectAiMatchmaker = (state: RootState): AiMatchmakerState => (state as WithAiMatchmaker).aiMatchmaker ?? initialAiMatchmakerState;
export const selectAiMatchmakerOpen = (state: RootState) => selectAiMatchmaker(state).open;
