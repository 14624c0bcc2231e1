import { toInterest, type InterestRow } from './map-interest';

const row: InterestRow = {
  id: 'i1',
  sender_id: 's1',
  receiver_id: 'r1',
  message: 'Hi there',
  status: 'accepted',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
};

describe('toInterest', () => {
  it('maps a row to the domain', () => {
    expect(toInterest(row)).toEqual({
      id: 'i1',
      senderId: 's1',
      receiverId: 'r1',
      message: 'Hi there',
      status: 'accepted',
      createdAt: '2026-11-20T10:00:00Z',
    });
  });

  it('reads a status this bundle does not know as pending', () => {
    expect(toInterest({ ...row, status: 'withdrawn' }).status).toBe('pending');
  });
});
