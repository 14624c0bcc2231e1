import type { ReceivedLike } from '../model/received-like';
import { toReceivedLike, type ReceivedLikeRow } from './map-received-like';

/** Where the next page of likes starts: before this like's time and id (get_received_interests). */
export interface ReceivedLikesCursor {
  at: string;
  id: string;
}

export interface ReceivedLikesPage {
  likes: ReceivedLike[];
  /** Null when this page was the last: it came back shorter than asked. */
  next: ReceivedLikesCursor | null;
}

export function toReceivedLikesPage(rows: readonly ReceivedLikeRow[], pageSize: number): ReceivedLikesPage {
  const likes = rows.map(toReceivedLike);
  const last = likes.at(-1);
  return { likes, next: likes.length === pageSize && last ? { at: last.createdAt, id: last.id } : null };
}
