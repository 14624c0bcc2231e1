import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The match the member just made herself, shown as "It's a match!" until she moves on. */
export interface MatchMomentState {
  memberId: string | null;
}

const initialState: MatchMomentState = { memberId: null };

export const matchMomentSlice = createSlice({
  name: 'matchMoment',
  initialState,
  reducers: {
    /** She accepted an interest, or her interest met one already waiting. */
    matchMade(state, { payload }: PayloadAction<string>) {
      state.memberId = payload;
    },
    matchMomentClosed(state) {
      state.memberId = null;
    },
  },
});

export const { matchMade, matchMomentClosed } = matchMomentSlice.actions;

// Injected by the signed-in frame: absent until then.
type WithMatchMoment = RootState & { [matchMomentSlice.reducerPath]?: MatchMomentState };
export const selectMatchMoment = (state: RootState): string | null => (state as WithMatchMoment).matchMoment?.memberId ?? null;
