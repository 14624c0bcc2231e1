import type { Tables } from '@/shared/api';
import { createTable } from './table';

/** public.interests, typed from the schema. */
export type MockInterest = Tables<'interests'>;

export const createInterestsTable = () =>
  createTable<MockInterest>({
    create: (input) => {
      const now = new Date().toISOString();
      return {
        id: crypto.randomUUID(),
        sender_id: '',
        receiver_id: '',
        status: 'pending',
        created_at: now,
        updated_at: now,
        ...input,
        // As the trim_request_message trigger: stored trimmed, and an empty message is none.
        message: input.message?.trim() || null,
      };
    },
    unique: [
      { constraint: 'interests_pkey', column: 'id', value: (interest) => interest.id },
      // One interest per sender and receiver (SPEC: a second one is 23505).
      {
        constraint: 'interests_sender_id_receiver_id_key',
        column: 'sender_id, receiver_id',
        value: (interest) => `${interest.sender_id}, ${interest.receiver_id}`,
      },
    ],
  });
