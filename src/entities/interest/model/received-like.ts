import type { Interest } from './interest';

/** What the likes list shows of the member who sent an interest: their public name, age and photo. */
export interface LikeSender {
  id: string;
  username: string;
  firstName: string | null;
  age: number | null;
  primaryPhotoUrl: string | null;
}

/** A pending interest received, with its sender (SPEC §4: the received-likes list). */
export interface ReceivedLike extends Pick<Interest, 'id' | 'senderId' | 'message' | 'createdAt'> {
  sender: LikeSender;
}
