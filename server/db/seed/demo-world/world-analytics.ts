import type { Tx } from '../../types';
import type { WorldMember } from './world-members';

/** Noah's boosts (subscribeDemoMembers): his views and likes rise on those days and the next. */
const BOOST_DAYS_AGO = [19, 5];
const DAYS = 30;

/**
 * The likes he accepted (matches), by the day they came: she writes first, and where there is a
 * second line it is Noah's answer (his reply rate: two of three).
 */
const MATCHES = [
  { likedDaysAgo: 19, messages: ['Your hiking photos sold me. Which trail is your favourite?', 'Breakneck Ridge, if you like a scramble.'] },
  { likedDaysAgo: 14, messages: ['A fellow coffee snob! Where do you get your beans?'] },
  { likedDaysAgo: 5, messages: ['Saw you cook. What is your signature dish?', 'Mushroom risotto. I will make it for you sometime.'] },
];

/** Who viewed him on a day: a few each day, many more on a boost's day and a few more the day after. */
function viewsOn(daysAgo: number): number {
  if (BOOST_DAYS_AGO.includes(daysAgo)) return 9;
  if (BOOST_DAYS_AGO.includes(daysAgo + 1)) return 5;
  return 1 + (daysAgo % 3);
}

/** Likes on a day: on a boost's day three, else one every fourth day. */
function likesOn(daysAgo: number): number {
  if (BOOST_DAYS_AGO.includes(daysAgo)) return 3;
  return daysAgo % 4 === 2 ? 1 : 0;
}

/**
 * A month of Noah's activity (Elite: his Analytics page), as the app would have written it: members
 * of the world viewed his profile (profile_view notifications, one a day per viewer), some liked him
 * (interests, three accepted: matches) and the matches wrote to him; he answered two. His bell keeps
 * only today's as new. Women whose preferences fit him, as Discover would show him to them.
 */
export async function insertWorldAnalytics(tx: Tx, members: WorldMember[], noahId: string, noahAge: number): Promise<void> {
  const admirers = members.filter((m) => m.gender === 'female' && m.visibility === 'everyone'
    && (m.preferred_genders.length === 0 || m.preferred_genders.includes('male'))
    && noahAge >= m.preferred_age_min && noahAge <= m.preferred_age_max);
  const views: { viewer: string; day: number; slot: number }[] = [];
  const likes: { sender: string; day: number; slot: number; accepted: boolean }[] = [];
  let viewer = 0;
  // One like per member (a pair has one interest): taken from the other end of the list.
  const likers = admirers.slice().reverse();
  for (let day = DAYS - 1; day >= 0; day--) {
    for (let slot = 0; slot < viewsOn(day); slot++) views.push({ viewer: admirers[viewer++ % admirers.length].id, day, slot });
    for (let slot = 0; slot < likesOn(day); slot++) {
      const accepted = slot === 0 && MATCHES.some((m) => m.likedDaysAgo === day);
      likes.push({ sender: likers[likes.length].id, day, slot, accepted });
    }
  }
  // Analytics count by UTC day, as boosts are (now() - n days): each event falls on its day, in the
  // morning, an hour and ten minutes apart, and never later than now.
  const at = (day: string, slot: string) =>
    `least(((now() at time zone 'utc')::date - ${day})::timestamp at time zone 'utc' + make_interval(mins => 30 + ${slot} * 70), now())`;
  await tx.query(
    `insert into public.notifications (member_id, kind, actor_id, created_at, read_at)
     select $1, 'profile_view', v.viewer, ${at('v.day', 'v.slot')},
            case when v.day > 0 then ${at('v.day', 'v.slot')} + interval '1 hour' end
       from unnest($2::uuid[], $3::int[], $4::int[]) as v (viewer, day, slot)`,
    [noahId, views.map((v) => v.viewer), views.map((v) => v.day), views.map((v) => v.slot)],
  );
  // Each accepted like became a match three hours later; she wrote an hour after that, he two more.
  const { rows } = await tx.query<{ sender_id: string; matched_at: Date }>(
    `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at)
     select l.sender, $1, case when l.accepted then 'accepted' else 'pending' end, ${at('l.day', 'l.slot')},
            ${at('l.day', 'l.slot')} + case when l.accepted then interval '3 hours' else interval '0' end
       from unnest($2::uuid[], $3::int[], $4::int[], $5::boolean[]) as l (sender, day, slot, accepted)
     returning sender_id, updated_at as matched_at`,
    [noahId, likes.map((l) => l.sender), likes.map((l) => l.day), likes.map((l) => l.slot), likes.map((l) => l.accepted)],
  );
  const matchedAt = new Map(rows.map((r) => [r.sender_id, r.matched_at]));
  const messages = likes.filter((l) => l.accepted).flatMap((like, i) =>
    MATCHES[i].messages.map((text, j) => {
      const fromNoah = j % 2 === 1;
      const sentAt = new Date(matchedAt.get(like.sender)!.getTime() + (1 + j * 2) * 3_600_000);
      return { sender: fromNoah ? noahId : like.sender, receiver: fromNoah ? like.sender : noahId, text, sentAt };
    }),
  );
  await tx.query(
    `insert into public.messages (sender_id, receiver_id, content, created_at, read_at)
     select m.sender, m.receiver, m.text, m.sent_at, m.sent_at + interval '10 minutes'
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[]) as m (sender, receiver, text, sent_at)`,
    [messages.map((m) => m.sender), messages.map((m) => m.receiver), messages.map((m) => m.text), messages.map((m) => m.sentAt.toISOString())],
  );
  // What the likes and messages above notified him of is old news, as the views are.
  await tx.query(
    `update public.notifications set read_at = created_at + interval '1 hour'
      where member_id = $1 and read_at is null and created_at < now() - interval '1 day'`,
    [noahId],
  );
}
