import type { Tables } from '@/shared/api';
import { createTable } from './table';

/** public.connection_requests, typed from the schema. */
export type MockConnectionRequest = Tables<'connection_requests'>;

export const createConnectionRequestsTable = () =>
  createTable<MockConnectionRequest>({
    create: (input) => ({
      id: crypto.randomUUID(),
      sender_id: '',
      receiver_id: '',
      created_at: new Date().toISOString(),
      ...input,
      // As the trim_request_message trigger: stored trimmed, and an empty message is none.
      message: input.message?.trim() || null,
    }),
    unique: [
      { constraint: 'connection_requests_pkey', column: 'id', value: (request) => request.id },
      // One request per sender and receiver: a second one is 23505.
      {
        constraint: 'connection_requests_sender_id_receiver_id_key',
        column: 'sender_id, receiver_id',
        value: (request) => `${request.sender_id}, ${request.receiver_id}`,
      },
    ],
  });
