import type { Database } from '@/shared/api';
import type { PendingConnectionRequest } from '../model/connection-request';

type Row = Database['public']['Functions']['get_connection_requests']['Returns'][number];

/** A get_connection_requests() row: the request with the other member's public card. */
export const toConnectionRequest = (row: Row): PendingConnectionRequest => ({
  id: row.id,
  direction: row.direction as PendingConnectionRequest['direction'],
  memberId: row.member_id,
  message: row.message,
  createdAt: row.created_at,
  member: { username: row.username, firstName: row.first_name, age: row.age, primaryPhotoUrl: row.primary_photo_url },
});
