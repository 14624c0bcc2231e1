import type { Tables } from '@/shared/api';
import { createTable } from './table';

/** public.messages, typed from the schema. */
export type MockMessage = Tables<'messages'>;

export const createMessagesTable = () =>
  createTable<MockMessage>({
    create: (input) => ({
      id: crypto.randomUUID(),
      sender_id: '',
      receiver_id: '',
      created_at: new Date().toISOString(),
      read_at: null,
      ...input,
      // As send_message: stored trimmed.
      content: (input.content ?? '').trim(),
    }),
    unique: [{ constraint: 'messages_pkey', column: 'id', value: (message) => message.id }],
  });
