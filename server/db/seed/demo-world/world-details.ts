import type { Tx } from '../../types';
import { PROFILE_TRAIT_COLUMNS } from '../profile-details';
import type { WorldMember } from './world-members';

// The profile columns the seed writes beyond what sign-up metadata carries.
const COLUMNS = [
  'bio', 'place_id', ...PROFILE_TRAIT_COLUMNS, 'religion', 'income', 'visibility', 'show_online_status',
  'preferred_genders', 'preferred_age_min', 'preferred_age_max',
] as const;

/** Fills in the world members' profiles (created by the sign-up trigger), in one statement. */
export async function applyWorldDetails(tx: Tx, members: WorldMember[]): Promise<void> {
  const rows = members.map((m) => ({
    ...Object.fromEntries(COLUMNS.map((column) => [column, m[column]])),
    id: m.id,
    last_active: new Date(Date.now() - m.hours_since_active * 3_600_000).toISOString(),
  }));
  await tx.query(
    `update public.profiles p
        set ${COLUMNS.map((c) => `${c} = d.${c}`).join(', ')}, last_active = d.last_active
       from jsonb_populate_recordset(null::public.profiles, $1::jsonb) as d
      where p.id = d.id`,
    [JSON.stringify(rows)],
  );
}
