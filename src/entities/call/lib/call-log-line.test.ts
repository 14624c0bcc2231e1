import type { CallRecord } from '../model/call';
import { callDuration, callLogLine } from './call-log-line';

const call = (fields: Partial<CallRecord>): CallRecord => ({
  id: 'c1',
  callerId: 'a',
  calleeId: 'b',
  status: 'ended',
  createdAt: '2026-11-29T10:00:00Z',
  answeredAt: null,
  endedAt: null,
  ...fields,
});

describe('callLogLine', () => {
  it('names a missed, a declined and an answered call with its length', () => {
    expect(callLogLine(call({ status: 'missed' }))).toBe('Missed video call');
    expect(callLogLine(call({ status: 'declined' }))).toBe('Declined video call');
    expect(callLogLine(call({ answeredAt: '2026-11-29T10:00:05Z', endedAt: '2026-11-29T10:04:05Z' }))).toBe('Video call, 4 min');
    expect(callLogLine(call({ status: 'accepted' }))).toBe('Video call in progress');
  });

  it('counts seconds, minutes and hours', () => {
    expect([callDuration(42), callDuration(90), callDuration(3900)]).toEqual(['42 s', '2 min', '1 h 5 min']);
  });
});
