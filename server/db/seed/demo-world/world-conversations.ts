import type { Tx } from '../../types';
import { NEW_YORK_AREA } from './cities';
import type { WorldMember } from './world-members';

/**
 * Ava's other matches in the demo world, so that /messages shows an inbox at its best: a new message
 * waiting (unread), an older conversation where the partner read her last message, and a fresh match
 * nobody has written to yet. Times are hours before the seed; `from` is who wrote it.
 */
const CONVERSATIONS: { matchedHoursAgo: number; messages: { from: 'ava' | 'them'; text: string; hoursAgo: number; read: boolean }[] }[] = [
  {
    matchedHoursAgo: 50,
    messages: [
      { from: 'them', text: 'Your trail photos! Which hike was the one with the waterfall?', hoursAgo: 49, read: true },
      { from: 'ava', text: 'Kaaterskill Falls. Worth the early train, I promise.', hoursAgo: 30, read: true },
      { from: 'them', text: 'Adding it to my list. Would you show me the way this weekend?', hoursAgo: 0.4, read: false },
    ],
  },
  {
    matchedHoursAgo: 150,
    messages: [
      { from: 'ava', text: 'Hi! I saw you love jazz. Been to Smalls lately?', hoursAgo: 140, read: true },
      { from: 'them', text: 'Last month! The late set is the best one.', hoursAgo: 120, read: true },
      { from: 'ava', text: 'Then we should catch one together. Thursday?', hoursAgo: 26, read: true },
    ],
  },
  { matchedHoursAgo: 5, messages: [] },
];

/** Matches Ava with a few New York members she would pick (not those whose like waits for her). */
export async function insertWorldConversations(tx: Tx, members: WorldMember[], avaId: string, avaAge: number): Promise<void> {
  const { rows } = await tx.query<{ sender_id: string }>('select sender_id from public.interests where receiver_id = $1', [avaId]);
  const alreadyLikeAva = new Set(rows.map((r) => r.sender_id));
  const partners = members
    .filter((m) => NEW_YORK_AREA.includes(m.place_id) && m.gender === 'male' && m.visibility === 'everyone'
      && m.age >= 26 && m.age <= 40 && (m.preferred_genders.length === 0 || m.preferred_genders.includes('female'))
      && avaAge >= m.preferred_age_min && avaAge <= m.preferred_age_max && !alreadyLikeAva.has(m.id))
    .slice(0, CONVERSATIONS.length);
  // Ava liked each of them and they accepted: the match time is the acceptance.
  await tx.query(
    `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at)
     select $1, m.partner, 'accepted', now() - make_interval(hours => m.hours + 12), now() - make_interval(hours => m.hours)
       from unnest($2::uuid[], $3::int[]) as m (partner, hours)`,
    [avaId, partners.map((p) => p.id), CONVERSATIONS.slice(0, partners.length).map((c) => c.matchedHoursAgo)],
  );
  const messages = partners.flatMap((partner, i) =>
    CONVERSATIONS[i].messages.map((m) => ({ ...m, sender: m.from === 'ava' ? avaId : partner.id, receiver: m.from === 'ava' ? partner.id : avaId })),
  );
  await tx.query(
    `insert into public.messages (sender_id, receiver_id, content, created_at, read_at)
     select m.sender, m.receiver, m.text, now() - make_interval(secs => m.hours * 3600),
            case when m.read then now() - make_interval(secs => m.hours * 3600) + interval '5 minutes' end
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::float8[], $5::boolean[]) as m (sender, receiver, text, hours, read)`,
    [messages.map((m) => m.sender), messages.map((m) => m.receiver), messages.map((m) => m.text), messages.map((m) => m.hoursAgo), messages.map((m) => m.read)],
  );
}
