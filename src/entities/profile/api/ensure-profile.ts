import type { User } from '@supabase/supabase-js';
import type { Gender } from '@/shared/config';
import type { AppSupabaseClient } from '@/shared/supabase';
import { randomUsername, usernameFromEmail } from '../lib/fallback-username';

const UNIQUE_VIOLATION = '23505';

/** What registration knows about the new member (SPEC §7: the registration insert). */
export interface NewProfileFields {
  username: string;
  first_name: string;
  last_name: string;
  gender: Gender;
  birth_date: string;
}

/**
 * Makes sure the signed-in user has a profile row. The database creates it with the account (a
 * trigger on auth.users), so this normally finds it; it inserts one only for an account made before
 * that trigger existed, and tolerates a concurrent insert from another tab.
 */
export async function ensureProfile(client: AppSupabaseClient, user: User, fields?: NewProfileFields): Promise<void> {
  const existing = await client.from('profiles').select('id').eq('id', user.id).maybeSingle();
  if (existing.error) throw existing.error;
  if (existing.data) return;

  // A chosen username is kept or refused; a derived one falls back to random ones when taken.
  const candidates = fields
    ? [fields.username]
    : [usernameFromEmail(user.email), randomUsername(), randomUsername()].filter((name): name is string => name !== null);
  for (const username of candidates) {
    const row = { ...fields, id: user.id, username, email: user.email, created_at: new Date().toISOString() };
    const { error } = await client.from('profiles').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
    if (!error) return;
    if (error.code !== UNIQUE_VIOLATION || fields) throw error;
  }
  throw new Error('Could not choose a username');
}
