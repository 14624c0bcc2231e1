import type { Tables } from '@/shared/api';
import { INTEREST_STATUSES, type Interest, type InterestStatus } from '../model/interest';

export type InterestRow = Tables<'interests'>;

const isStatus = (value: string): value is InterestStatus => (INTEREST_STATUSES as readonly string[]).includes(value);

export function toInterest(row: InterestRow): Interest {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    message: row.message,
    // The CHECK allows only the three statuses; anything else can only be a newer schema, read as still pending.
    status: isStatus(row.status) ? row.status : 'pending',
    createdAt: row.created_at,
  };
}
