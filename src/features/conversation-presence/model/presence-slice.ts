import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session';

/** Who of the member's conversation partners is here now, and who is typing to her. */
export interface PresenceState {
  online: Record<string, true>;
  typing: Record<string, true>;
}

const initialPresenceState: PresenceState = { online: {}, typing: {} };

/**
 * Presence in the store, so any part of the page can show it and Redux DevTools records it: the
 * conversation channel (use-conversation-presence.ts) dispatches what it hears.
 */
export const presenceSlice = createSlice({
  name: 'presence',
  initialState: initialPresenceState,
  reducers: {
    partnerPresenceChanged(state, { payload }: PayloadAction<{ partnerId: string; online: boolean }>) {
      if (payload.online) state.online[payload.partnerId] = true;
      else delete state.online[payload.partnerId];
    },
    partnerTypingChanged(state, { payload }: PayloadAction<{ partnerId: string; typing: boolean }>) {
      if (payload.typing) state.typing[payload.partnerId] = true;
      else delete state.typing[payload.partnerId];
    },
  },
  extraReducers: (builder) =>
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? initialPresenceState : state)),
});

export const { partnerPresenceChanged, partnerTypingChanged } = presenceSlice.actions;

type WithPresence = { [presenceSlice.reducerPath]: PresenceState };

export const selectPartnerPresent = (partnerId: string) => (state: WithPresence) => state.presence.online[partnerId] === true;
export const selectPartnerTyping = (partnerId: string) => (state: WithPresence) => state.presence.typing[partnerId] === true;
