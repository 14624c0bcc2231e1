import type { Database } from '../types';
import { DEMO_PROFILES } from './demo-profiles';
import { DEMO_EVENT_IDS } from './demo-world/world-events';
import { worldMembers } from './demo-world/world-members';

/** The demo world's accounts by their fixed ids: a real member who signs up at the demo domain is not one. */
const demoIds = () => [...DEMO_PROFILES, ...worldMembers()].map((member) => member.id);

/** How many demo accounts the database holds (at most 166: six demo members and their world). */
export async function countDemoAccounts(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from auth.users where id = any($1::uuid[])', [demoIds()]);
  return rows[0].count;
}

/**
 * Deletes the demo accounts and the demo events; the database's cascades take their profiles, photos,
 * likes, messages and RSVPs, and the storage sweep their files (docs/security.md, Photos). Answers how
 * many accounts went.
 */
export async function removeDemoAccounts(db: Database): Promise<number> {
  await db.query('delete from public.events where id = any($1::uuid[])', [DEMO_EVENT_IDS]);
  const { rows } = await db.query<{ id: string }>('delete from auth.users where id = any($1::uuid[]) returning id', [demoIds()]);
  return rows.length;
}
