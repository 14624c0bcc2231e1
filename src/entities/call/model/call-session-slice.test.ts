import { authEventReceived } from '@/entities/session/@x/call';
import type { CallRecord } from './call';
import {
  callAnswered,
  callChanged,
  callConnected,
  callDismissed,
  callFailed,
  callHungUp,
  callRang,
  callSessionSlice,
  callStarted,
  type CallSession,
} from './call-session-slice';

const reduce = callSessionSlice.reducer;
const call = (fields: Partial<CallRecord> = {}): CallRecord => ({
  id: 'c1',
  callerId: 'ava',
  calleeId: 'noah',
  status: 'ringing',
  createdAt: '2026-11-29T10:00:00Z',
  answeredAt: null,
  endedAt: null,
  ...fields,
});
const run = (...actions: Parameters<typeof reduce>[1][]): CallSession => actions.reduce(reduce, reduce(undefined, { type: 'init' }));

describe('the caller', () => {
  it('calls, connects when she answers, and is in the call once media flows', () => {
    expect(run(callStarted(call()))).toMatchObject({ phase: 'calling', partnerId: 'noah', isCaller: true });
    expect(run(callStarted(call()), callChanged(call({ status: 'accepted' })))).toMatchObject({ phase: 'connecting' });
    expect(run(callStarted(call()), callChanged(call({ status: 'accepted' })), callConnected())).toMatchObject({ phase: 'active' });
  });

  it('hears a decline, a missed call and a hang-up as the call’s end, and why', () => {
    expect(run(callStarted(call()), callChanged(call({ status: 'declined' })))).toMatchObject({ phase: 'over', outcome: 'declined' });
    expect(run(callStarted(call()), callChanged(call({ status: 'missed' })))).toMatchObject({ phase: 'over', outcome: 'missed' });
    const inCall = [callStarted(call()), callChanged(call({ status: 'accepted' })), callConnected()];
    expect(run(...inCall, callHungUp())).toMatchObject({ phase: 'over', outcome: 'ended' });
    expect(run(...inCall, callChanged(call({ status: 'ended' })))).toMatchObject({ phase: 'over', outcome: 'ended' });
    expect(run(...inCall, callFailed())).toMatchObject({ phase: 'over', outcome: 'failed' });
    expect(run(...inCall, callHungUp(), callDismissed())).toMatchObject({ phase: 'idle', call: null });
  });

  it('ignores the changes of another call', () => {
    expect(run(callStarted(call()), callChanged(call({ id: 'c2', status: 'ended' })))).toMatchObject({ phase: 'calling' });
  });
});

describe('the callee', () => {
  it('rings, connects when she accepts here, and stops ringing when the caller gives up', () => {
    expect(run(callRang(call()))).toMatchObject({ phase: 'ringing', partnerId: 'ava', isCaller: false });
    expect(run(callRang(call()), callAnswered(call()))).toMatchObject({ phase: 'connecting' });
    // Her own answer's change (it may come before the function's answer): nothing moves back.
    expect(run(callRang(call()), callAnswered(call()), callChanged(call({ status: 'accepted' })))).toMatchObject({
      phase: 'connecting',
      call: { status: 'accepted' },
    });
    expect(run(callRang(call()), callChanged(call({ status: 'missed' })))).toMatchObject({ phase: 'idle' });
  });

  it('stops ringing on this device when she answered on another', () => {
    expect(run(callRang(call()), callChanged(call({ status: 'accepted' })))).toMatchObject({ phase: 'idle' });
  });

  it('does not ring during another call, nor for a call already over', () => {
    expect(run(callStarted(call({ id: 'mine', callerId: 'noah', calleeId: 'mia' })), callRang(call()))).toMatchObject({ call: { id: 'mine' } });
    expect(run(callRang(call({ status: 'missed' })))).toMatchObject({ phase: 'idle' });
  });

  it('ends at once when a block ends the call (the row changes to ended)', () => {
    const inCall = [callRang(call()), callAnswered(call()), callConnected()];
    expect(run(...inCall, callChanged(call({ status: 'ended' })))).toMatchObject({ phase: 'over', outcome: 'ended' });
  });
});

it('forgets the call on sign-out', () => {
  expect(run(callRang(call()), authEventReceived({ event: 'SIGNED_OUT', user: null }))).toMatchObject({ phase: 'idle' });
});
