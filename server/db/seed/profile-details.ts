import type { Tx } from '../types';

/** The profile fields sign-up metadata does not carry. */
export interface ProfileDetails {
  id: string;
  bio: string;
  /** The city (public.places); the database sets location to its label. Null leaves both unset. */
  place_id: number | null;
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
  preferred_genders?: string[];
}

/** Fills in the profiles the sign-up trigger created, one statement for all of them. */
export async function applyProfileDetails(tx: Tx, details: ProfileDetails[]): Promise<void> {
  if (details.length === 0) return;
  await tx.query(
    `update public.profiles p
        set bio = d.bio, place_id = d.place_id, interests = d.interests,
            relationship_goals = d.relationship_goals, body_type = d.body_type, hair_type = d.hair_type,
            height_cm = d.height_cm, education = d.education, drinking = d.drinking, smoking = d.smoking,
            has_children = d.has_children, wants_children = d.wants_children,
            preferred_genders = coalesce(d.preferred_genders, p.preferred_genders)
       from jsonb_to_recordset($1::jsonb) as d (
              id uuid, bio text, place_id integer, interests text[], relationship_goals text[],
              body_type text, hair_type text, height_cm integer, education text, drinking text,
              smoking text, has_children text, wants_children text, preferred_genders text[])
      where p.id = d.id`,
    [JSON.stringify(details)],
  );
}
