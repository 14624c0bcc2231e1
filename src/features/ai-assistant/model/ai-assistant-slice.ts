import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session';
import type { AssistantTool } from '../config/assistant-tools';

/** A member the assistant can be about, named as the member sees them. */
export interface AssistantPartner {
  id: string;
  name: string;
}

export interface AiAssistantState {
  open: boolean;
  tool: AssistantTool;
  /** Whom the tools about another member are about; null for nobody. */
  partner: AssistantPartner | null;
  /** Whom it was last opened for (a card, a thread): listed with the conversation partners. */
  openedFor: AssistantPartner | null;
}

export const initialAiAssistantState: AiAssistantState = { open: false, tool: 'profile-enhancement', partner: null, openedFor: null };

/** The one AI Dating Assistant of the signed-in frame: open or not, at which tool, about whom. */
export const aiAssistantSlice = createSlice({
  name: 'aiAssistant',
  initialState: initialAiAssistantState,
  reducers: {
    /** Opens it, about `partner` when given, at `tool` when given (else the tool last used). */
    openAiAssistant(state, { payload = {} }: PayloadAction<{ partner?: AssistantPartner; tool?: AssistantTool } | undefined>) {
      state.open = true;
      if (payload.tool) state.tool = payload.tool;
      if (payload.partner) {
        state.partner = payload.partner;
        state.openedFor = payload.partner;
      }
    },
    closeAiAssistant(state) {
      state.open = false;
    },
    assistantToolChosen(state, action: PayloadAction<AssistantTool>) {
      state.tool = action.payload;
    },
    assistantPartnerChosen(state, action: PayloadAction<AssistantPartner | null>) {
      state.partner = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialAiAssistantState : state)),
});

export const { openAiAssistant, closeAiAssistant, assistantToolChosen, assistantPartnerChosen } = aiAssistantSlice.actions;

// The app injects the slice with the signed-in frame; until then the assistant reads as closed.
type WithAiAssistant = RootState & { [aiAssistantSlice.reducerPath]?: AiAssistantState };

export const selectAiAssistant = (state: RootState): AiAssistantState => (state as WithAiAssistant).aiAssistant ?? initialAiAssistantState;
export const selectAiAssistantOpen = (state: RootState) => selectAiAssistant(state).open;
