import { receivedLikeRow, interestRow, publicProfileRow } from '@mocks/fixtures';
import { toReceivedLikesPage } from './received-likes-page';

const RECEIVER = crypto.randomUUID();

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const sender = publicProfileRow({ id: crypto.randomUUID(), username: `m${i}` });
    return receivedLikeRow(interestRow({ sender_id: sender.id, receiver_id: RECEIVER, created_at: new Date(Date.UTC(2026, 10, 1, 12, 0, 60 - i)).toISOString() }), sender);
  });

describe('toReceivedLikesPage', () => {
  it('starts the next page before the last like of a full page, by its time and id', () => {
    const full = rows(3);
    const page = toReceivedLikesPage(full, 3);
    expect(page.likes.map((like) => like.id)).toEqual(full.map((row) => row.id));
    expect(page.next).toEqual({ at: full[2].created_at, id: full[2].id });
  });

  it('ends the list after a page shorter than asked, or an empty one', () => {
    expect(toReceivedLikesPage(rows(2), 3).next).toBeNull();
    expect(toReceivedLikesPage([], 3)).toEqual({ likes: [], next: null });
  });
});
