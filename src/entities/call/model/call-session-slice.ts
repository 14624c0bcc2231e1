import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived } from '@/entities/session/@x/call';
import type { CallRecord } from './call';

/**
 * Where this tab is in a call: calling (ringing her), ringing (she calls), connecting (answered,
 * media not yet flowing), in the call, or over (the window says why until it is closed).
 */
export type CallPhase = 'idle' | 'calling' | 'ringing' | 'connecting' | 'active' | 'over';
export type CallOutcome = 'declined' | 'missed' | 'ended' | 'failed';

export interface CallSession {
  phase: CallPhase;
  call: CallRecord | null;
  /** The other member. */
  partnerId: string | null;
  /** This tab started the call (it makes the WebRTC offer). */
  isCaller: boolean;
  outcome: CallOutcome | null;
}

const idle: CallSession = { phase: 'idle', call: null, partnerId: null, isCaller: false, outcome: null };
const busy = (state: CallSession) => state.phase !== 'idle' && state.phase !== 'over';
const isThisCall = (state: CallSession, call: CallRecord) => state.call?.id === call.id;
const over = (state: CallSession, outcome: CallOutcome): CallSession => ({ ...state, phase: 'over', outcome });

/**
 * The call's state machine (docs/features.md, Video calls; tests: call-session-slice.test.ts). The
 * database's row is the truth about the call (the member stream delivers its changes: `call/rang`,
 * `call/changed`); this tab adds what only it knows: that it answered, and whether media flows.
 */
export const callSessionSlice = createSlice({
  name: 'callSession',
  initialState: idle,
  reducers: {
    /** This tab started a call (start_call answered it, ringing). */
    callStarted(state, { payload }: PayloadAction<CallRecord>) {
      if (busy(state)) return state;
      return { phase: 'calling', call: payload, partnerId: payload.calleeId, isCaller: true, outcome: null };
    },
    /** A call to her arrived (a new calls row naming her as callee). A second call while busy does not ring. */
    callRang(state, { payload }: PayloadAction<CallRecord>) {
      if (busy(state) || payload.status !== 'ringing') return state;
      return { phase: 'ringing', call: payload, partnerId: payload.callerId, isCaller: false, outcome: null };
    },
    /**
     * She accepted here, as answer_call is asked: the row's change may arrive before the function's
     * answer, and must not read as an answer from another of her devices.
     */
    callAnswered(state, { payload }: PayloadAction<CallRecord>) {
      if (state.phase !== 'ringing' || !isThisCall(state, payload)) return state;
      return { ...state, phase: 'connecting', call: payload };
    },
    /** The row changed: answered, declined, missed or ended, by either member, another tab or a block. */
    callChanged(state, { payload }: PayloadAction<CallRecord>) {
      if (!isThisCall(state, payload) || state.phase === 'over') return state;
      const next = { ...state, call: payload };
      switch (payload.status) {
        case 'accepted':
          if (state.phase === 'calling') return { ...next, phase: 'connecting' };
          // Answered on another of her devices: this one stops ringing.
          return state.phase === 'ringing' ? idle : next;
        case 'declined':
          return state.phase === 'ringing' ? idle : over(next, 'declined');
        case 'missed':
          return state.phase === 'ringing' ? idle : over(next, 'missed');
        case 'ended':
          return over(next, 'ended');
        default:
          return next;
      }
    },
    /** Media flows both ways. */
    callConnected(state) {
      return state.phase === 'connecting' ? { ...state, phase: 'active' } : state;
    },
    /** The other side hung up (its signal can come before the row's change). */
    callHungUp(state) {
      return busy(state) ? over(state, 'ended') : state;
    },
    /** The connection or the camera failed. */
    callFailed(state) {
      return busy(state) ? over(state, 'failed') : state;
    },
    /** The window is closed (after a call, or a ring she let go). */
    callDismissed() {
      return idle;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(authEventReceived, (state, action) => (action.payload.event === 'SIGNED_OUT' ? idle : state)),
});

export const { callStarted, callRang, callAnswered, callChanged, callConnected, callHungUp, callFailed, callDismissed } =
  callSessionSlice.actions;

type WithCallSession = RootState & { [callSessionSlice.reducerPath]?: CallSession };

export const selectCallSession = (state: RootState): CallSession => (state as WithCallSession).callSession ?? idle;
