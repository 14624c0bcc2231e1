import type { Tx } from '../types';

/**
 * What a member says about herself on her profile, beyond her name and city: the one list the demo
 * profiles (demo-profiles.ts), the generated world (demo-world/traits.ts) and the writers below share.
 */
export const PROFILE_TRAIT_COLUMNS = [
  'interests', 'relationship_goals', 'body_type', 'hair_type', 'height_cm', 'education', 'drinking', 'smoking',
  'has_children', 'wants_children',
] as const;

export interface ProfileTraits {
  interests: string[];
  relationship_goals: string[];
  body_type: string;
  hair_type: string;
  height_cm: number;
  education: string;
  drinking: string;
  smoking: string;
  has_children: string;
  wants_children: string;
}

/** The profile fields sign-up metadata does not carry. */
export interface ProfileDetails extends ProfileTraits {
  id: string;
  bio: string;
  /** The city (public.places); the database sets location to its label. Null leaves both unset. */
  place_id: number | null;
  preferred_genders?: string[];
}

const DETAIL_COLUMNS = ['bio', 'place_id', ...PROFILE_TRAIT_COLUMNS] as const;

/** Fills in the profiles the sign-up trigger created, one statement for all of them. */
export async function applyProfileDetails(tx: Tx, details: ProfileDetails[]): Promise<void> {
  if (details.length === 0) return;
  const rows = details.map((d) => ({
    ...Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, d[column]])),
    id: d.id,
    preferred_genders: d.preferred_genders ?? null,
  }));
  await tx.query(
    `update public.profiles p
        set ${DETAIL_COLUMNS.map((c) => `${c} = d.${c}`).join(', ')},
            preferred_genders = coalesce(d.preferred_genders, p.preferred_genders)
       from jsonb_populate_recordset(null::public.profiles, $1::jsonb) as d
      where p.id = d.id`,
    [JSON.stringify(rows)],
  );
}
