import type { Tx } from '../../types';
import { NEW_YORK_AREA } from './cities';
import type { WorldMember } from './world-members';

const MESSAGES = [
  'Your gallery-and-ramen plan sounds like my kind of weekend.',
  null,
  'A designer who sketches on the subway? I have so many questions.',
  'Hi Ava! Coffee near the park sometime?',
];

/**
 * A few New York members Ava would like back have liked her and wait for an answer, so her likes
 * badge shows a number (with Sofia's and Marcus's interests) and accepting one makes a match.
 */
export async function insertWorldLikes(tx: Tx, members: WorldMember[], avaId: string, avaAge: number): Promise<void> {
  const admirers = members
    .filter((m) => NEW_YORK_AREA.includes(m.place_id) && m.gender === 'male' && m.visibility === 'everyone'
      && m.age >= 26 && m.age <= 40 && (m.preferred_genders.length === 0 || m.preferred_genders.includes('female'))
      && avaAge >= m.preferred_age_min && avaAge <= m.preferred_age_max)
    .slice(0, MESSAGES.length);
  await tx.query(
    `insert into public.interests (sender_id, receiver_id, message, created_at)
     select l.sender_id, $1, l.message, now() - make_interval(hours => l.hours)
       from unnest($2::uuid[], $3::text[], $4::int[]) as l (sender_id, message, hours)`,
    [avaId, admirers.map((m) => m.id), MESSAGES.slice(0, admirers.length), admirers.map((_, i) => 5 + i * 17)],
  );
}

/**
 * Two members of the world like Elena (Free) besides Ava, so a Free demo member finds likes waiting:
 * her People Interested in You shows three, blurred, with 'Upgrade Plan' (docs/plans.md, See who
 * liked you). Men whose preferences fit her, as a like in the app would come.
 */
export async function insertWorldLikesForFreeMember(tx: Tx, members: WorldMember[], memberId: string, memberAge: number): Promise<void> {
  const admirers = members
    .filter((m) => m.visibility === 'everyone' && m.gender === 'male' && (m.preferred_genders.length === 0 || m.preferred_genders.includes('female'))
      && memberAge >= m.preferred_age_min && memberAge <= m.preferred_age_max)
    .slice(0, 2);
  await tx.query(
    `insert into public.interests (sender_id, receiver_id, created_at)
     select l.sender_id, $1, now() - make_interval(hours => l.hours) from unnest($2::uuid[], $3::int[]) as l (sender_id, hours)`,
    [memberId, admirers.map((m) => m.id), admirers.map((_, i) => 3 + i * 20)],
  );
}
