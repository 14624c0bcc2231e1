import type { EdgeEnv } from '../_shared/edge-function.ts';
import { serviceRpc } from '../_shared/service-rest.ts';

/** One member's digest as take_email_digests() gives it (supabase/schemas/email-digest). */
export interface Digest {
  member_id: string;
  email: string;
  first_name: string | null;
  matches: number;
  likes: number;
  connection_requests: number;
  messages: number;
  profile_views: number;
  /** Up to three first names, newest first, of members she can see. */
  names: string[];
  /** The language she reads Ascend in (profiles.locale); null or missing: English. */
  locale?: string | null;
}

// The database's own cap: more would be cut to it.
export const DIGESTS_PER_CALL = 100;

/** The members due a digest now, already marked sent: each is sent at most once. */
export const takeDigests = (env: EdgeEnv): Promise<Digest[]> => serviceRpc<Digest[]>(env, 'take_email_digests', { max_members: DIGESTS_PER_CALL });
