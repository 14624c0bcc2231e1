import type { Tables } from '@/shared/api';
import type { SupportRequest } from '../model/support-request';

export type SupportRequestRow = Pick<Tables<'support_requests'>, 'id' | 'subject' | 'message' | 'state' | 'priority' | 'screenshot_path' | 'created_at'>;

/** The columns the list reads. */
export const SUPPORT_REQUEST_COLUMNS = 'id, subject, message, state, priority, screenshot_path, created_at';

export const toSupportRequest = (row: SupportRequestRow): SupportRequest => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  // The table's check allows these three only (support_requests_state_check).
  state: row.state as SupportRequest['state'],
  priority: row.priority,
  hasScreenshot: row.screenshot_path !== null,
  createdAt: row.created_at,
});
