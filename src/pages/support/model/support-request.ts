import type { SupportRequestState } from '@/shared/config';

/** One of the member's requests to the team, as /support lists it. */
export interface SupportRequest {
  id: string;
  subject: string;
  message: string;
  state: SupportRequestState;
  /** Her plan included priority support when she wrote. */
  priority: boolean;
  hasScreenshot: boolean;
  createdAt: string;
}
