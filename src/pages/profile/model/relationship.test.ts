import type { Interest, InterestStatus } from '@/entities/interest';
import { relationshipOf } from './relationship';

const ME = 'me';
const THEM = 'them';
const interest = (senderId: string, status: InterestStatus): Interest => ({
  id: `${senderId}-${status}`,
  senderId,
  receiverId: senderId === ME ? THEM : ME,
  message: null,
  status,
  createdAt: '2026-11-20T10:00:00Z',
});

describe('relationshipOf', () => {
  it('is a match when an interest either way was accepted', () => {
    expect(relationshipOf({ sent: interest(ME, 'accepted'), received: null })).toEqual({ kind: 'matched' });
    expect(relationshipOf({ sent: null, received: interest(THEM, 'accepted') })).toEqual({ kind: 'matched' });
  });

  it('waits for the member when they received a pending interest', () => {
    const received = interest(THEM, 'pending');
    expect(relationshipOf({ sent: null, received })).toEqual({ kind: 'theyLikeYou', interest: received });
  });

  it('says "sent" for the member\'s own interest, pending or turned down alike', () => {
    expect(relationshipOf({ sent: interest(ME, 'pending'), received: null })).toEqual({ kind: 'interestSent' });
    expect(relationshipOf({ sent: interest(ME, 'rejected'), received: null })).toEqual({ kind: 'interestSent' });
  });

  it('offers nothing settled when there is no interest, or only one the member rejected', () => {
    expect(relationshipOf({ sent: null, received: null })).toEqual({ kind: 'none' });
    expect(relationshipOf({ sent: null, received: interest(THEM, 'rejected') })).toEqual({ kind: 'none' });
  });
});
