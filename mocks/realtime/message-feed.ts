import { mockDb, type MockMessage } from '../db';
import { mockRealtime } from './realtime-hub';

/** A message committed by someone else's client: stored, and delivered to the channels listening. */
export function commitMessage(input: Partial<MockMessage> & Pick<MockMessage, 'sender_id' | 'receiver_id' | 'content'>): MockMessage {
  const row = mockDb.messages.create(input);
  mockRealtime.insert('messages', row);
  return row;
}

/** The receiver read these messages: read_at set, and each UPDATE delivered (read receipts). */
export function readMessages(ids: string[], readAt = new Date().toISOString()): MockMessage[] {
  const updated = mockDb.messages.update((message) => ids.includes(message.id) && message.read_at === null, { read_at: readAt });
  updated.forEach((row) => mockRealtime.update('messages', row));
  return updated;
}
