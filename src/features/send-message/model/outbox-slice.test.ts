import { authEventReceived, userSignedOut } from '@/entities/session';
import { outboxSlice, sendFailed, sendRefused, sendStarted } from './outbox-slice';
import { selectOutboxTo } from './select-outbox';

const AVA = 'a0000000-0000-4000-8000-000000000001';
const NOAH = 'b0000000-0000-4000-8000-000000000002';
const draft = { id: 'm1', senderId: AVA, receiverId: NOAH, content: 'Hi', createdAt: '2026-11-25T10:00:00.000Z' };
const reduce = outboxSlice.reducer;

describe('the outbox', () => {
  it("keeps unsent messages per sender: a member sees only their own", () => {
    const outbox = reduce(reduce(undefined, sendStarted(draft)), sendFailed({ senderId: AVA, id: 'm1' }));
    expect(selectOutboxTo({ outbox }, AVA, NOAH)).toEqual([{ ...draft, status: 'failed' }]);
    expect(selectOutboxTo({ outbox }, NOAH, AVA)).toEqual([]);
  });

  it('forgets every unsent message on sign-out, here or in another tab', () => {
    const outbox = reduce(undefined, sendStarted(draft));
    expect(reduce(outbox, userSignedOut()).bySender).toEqual({});
    expect(reduce(outbox, authEventReceived({ event: 'SIGNED_OUT', user: null })).bySender).toEqual({});
    expect(reduce(outbox, authEventReceived({ event: 'TOKEN_REFRESHED', user: { id: AVA, email: null } })).bySender).not.toEqual({});
  });

  it("keeps a message the plan's limit refused, with the reason, until it is sent again", () => {
    const reason = 'You have sent your 20 messages for today. Upgrade your plan to send more.';
    const refused = reduce(reduce(undefined, sendStarted(draft)), sendRefused({ senderId: AVA, id: 'm1', reason }));
    expect(selectOutboxTo({ outbox: refused }, AVA, NOAH)).toEqual([{ ...draft, status: 'refused', refusal: reason }]);
    expect(selectOutboxTo({ outbox: reduce(refused, sendStarted(draft)) }, AVA, NOAH)).toEqual([{ ...draft, status: 'sending' }]);
  });
});
