import { randomUUID } from 'node:crypto';
import type { Claims } from '../../jwt';
import type { Caller, Cell, Operation, TableCells } from './run-cells';
import type { Member, World } from './world';

const ANON: Claims = { role: 'anon' };
const SERVICE: Claims = { role: 'service_role' };

type Cells = Record<Operation, Cell>;

/**
 * A relation asked about more than once (storage.objects, per bucket) has one entry per case, named
 * `<relation><BUCKET_VARIANT><case>`; `relationOf` gives the relation back.
 */
export const BUCKET_VARIANT = ' in ';
export const relationOf = (entry: string) => entry.split(BUCKET_VARIANT)[0];

/**
 * The representative statement of each operation on each relation of public, and on the two storage
 * tables. Every cell targets one row of the world: select and update and delete name it by its key;
 * insert writes a new row in the owner's name (a member may write only her own). Where the key is
 * taken, `before` frees it as the database owner, in the same rolled-back savepoint.
 */
export function accessCells(world: World): Record<string, TableCells> {
  const { owner, other, stranger, blocked } = world;
  const cast = (others: { other: Member; stranger: Member } = { other, stranger }): Record<Caller, Claims> => ({
    anon: ANON,
    owner: owner.claims,
    other: others.other.claims,
    stranger: others.stranger.claims,
    blocked: blocked.claims,
    service_role: SERVICE,
  });
  const byKey = (table: string, key: string, value: unknown, set: string, insert: Cell): Cells => ({
    select: { sql: `select 1 from ${table} where ${key} = $1`, params: [value] },
    insert,
    update: { sql: `update ${table} set ${set} where ${key} = $1`, params: [value] },
    delete: { sql: `delete from ${table} where ${key} = $1`, params: [value] },
  });
  const freeKey = (table: string, key: string, value: unknown) => [{ sql: `delete from ${table} where ${key} = $1`, params: [value] }];
  const table = (cells: Cells, callers = cast()): TableCells => ({ callers, cells });

  return {
    'public.profiles': table(
      byKey('public.profiles', 'id', owner.id, `bio = 'Updated'`, {
        // A profile is made by the database at sign-up; this insert is SPEC §7's registration call, refused to members.
        before: freeKey('public.profiles', 'id', owner.id),
        sql: 'insert into public.profiles (id, username) values ($1, $2)',
        params: [owner.id, owner.username],
      }),
    ),
    'public.public_profiles': table(
      byKey('public.public_profiles', 'id', owner.id, `bio = 'Updated'`, {
        sql: 'insert into public.public_profiles (id, username) values ($1, $2)',
        params: [randomUUID(), 'matrix_view'],
      }),
    ),
    'public.photos': table(
      byKey('public.photos', 'id', world.photoId, 'is_primary = true', {
        sql: 'insert into public.photos (user_id, url) values ($1, $2)',
        params: [owner.id, world.spareUrl],
      }),
    ),
    // Their match: the owner sent it, the other accepted it. Accepting again changes nothing but
    // updated_at, which is what the receiver's update policy is about.
    'public.interests': table(
      byKey('public.interests', 'id', world.matchId, `status = 'accepted'`, {
        sql: 'insert into public.interests (sender_id, receiver_id) values ($1, $2)',
        params: [owner.id, stranger.id],
      }),
    ),
    // The owner's pass on the stranger's interest: here the member the row names is the stranger.
    'public.interest_passes': table(
      byKey('public.interest_passes', 'interest_id', world.passedInterestId, 'passed_at = now()', {
        before: freeKey('public.interest_passes', 'interest_id', world.passedInterestId),
        sql: 'insert into public.interest_passes (interest_id, receiver_id) values ($1, $2)',
        params: [world.passedInterestId, owner.id],
      }),
      cast({ other: stranger, stranger: other }),
    ),
    'public.connection_requests': table(
      byKey('public.connection_requests', 'id', world.requestId, `message = 'Changed'`, {
        sql: `insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, 'Hi')`,
        params: [owner.id, stranger.id],
      }),
    ),
    // From the owner to the other, unread: reading it is the receiver's update.
    'public.messages': table(
      byKey('public.messages', 'id', world.messageId, 'read_at = now()', {
        sql: `insert into public.messages (sender_id, receiver_id, content) values ($1, $2, 'Hello again')`,
        params: [owner.id, other.id],
      }),
    ),
    // The receipt of the owner's read message, written by the database's trigger.
    'public.read_receipts': table(
      byKey('public.read_receipts', 'message_id', world.readMessageId, 'read_at = now()', {
        sql: 'insert into public.read_receipts (message_id, sender_id, receiver_id, read_at) values ($1, $2, $3, now())',
        params: [world.messageId, owner.id, other.id],
      }),
    ),
    // The owner's block of the blocked member, who is also the other member the row names.
    'public.blocks': table(
      {
        select: { sql: 'select 1 from public.blocks where blocker_id = $1 and blocked_id = $2', params: [owner.id, blocked.id] },
        insert: { sql: 'insert into public.blocks (blocker_id, blocked_id) values ($1, $2)', params: [owner.id, stranger.id] },
        update: { sql: 'update public.blocks set created_at = now() where blocker_id = $1 and blocked_id = $2', params: [owner.id, blocked.id] },
        delete: { sql: 'delete from public.blocks where blocker_id = $1 and blocked_id = $2', params: [owner.id, blocked.id] },
      },
      cast({ other: blocked, stranger }),
    ),
    // The stranger's like, told to the owner: here the member the row names is the stranger.
    'public.notifications': table(
      byKey('public.notifications', 'id', world.notificationId, 'read_at = now()', {
        sql: `insert into public.notifications (member_id, kind, actor_id) values ($1, 'like', $2)`,
        params: [owner.id, other.id],
      }),
      cast({ other: stranger, stranger: other }),
    ),
    // The owner's device: save_push_subscription (security definer) writes them, nobody through the API.
    'public.push_subscriptions': table(
      byKey('public.push_subscriptions', 'id', world.pushSubscriptionId, 'last_pushed_at = now()', {
        sql: 'insert into public.push_subscriptions (member_id, endpoint, p256dh, auth) select member_id, $2, p256dh, auth from public.push_subscriptions where id = $1',
        params: [world.pushSubscriptionId, `https://fcm.googleapis.com/fcm/send/${randomUUID()}`],
      }),
    ),
    'public.subscriptions': table(
      byKey('public.subscriptions', 'user_id', owner.id, 'cancel_at_period_end = true', {
        before: freeKey('public.subscriptions', 'user_id', owner.id),
        sql: `insert into public.subscriptions (user_id, tier) values ($1, 'premium')`,
        params: [owner.id],
      }),
    ),
    // The owner's boost: start_boost (security definer) writes them, nobody through the API.
    'public.boosts': table(
      byKey('public.boosts', 'id', world.boostId, `ends_at = ends_at + interval '1 day'`, {
        sql: `insert into public.boosts (user_id, ends_at) values ($1, now() + interval '1 day')`,
        params: [owner.id],
      }),
    ),
    'public.payment_customers': table(
      byKey('public.payment_customers', 'user_id', owner.id, `stripe_customer_id = 'cus_changed'`, {
        before: freeKey('public.payment_customers', 'user_id', owner.id),
        sql: `insert into public.payment_customers (user_id, stripe_customer_id) values ($1, 'cus_new')`,
        params: [owner.id],
      }),
    ),
    // The catalogues belong to nobody: owner, other and stranger are just three members there.
    'public.plans': table(
      byKey('public.plans', 'tier', 'elite', 'monthly_price = 0', {
        before: freeKey('public.plans', 'tier', 'elite'),
        sql: `insert into public.plans (tier, name, position, monthly_price, other_features, max_photos)
              values ('elite', 'Elite', 3, 39.99, '{}', 10)`,
      }),
    ),
    'public.matchmaker_personas': table(
      byKey('public.matchmaker_personas', 'id', 'sage', `name = 'Renamed'`, {
        before: freeKey('public.matchmaker_personas', 'id', 'sage'),
        sql: `insert into public.matchmaker_personas (id, name, description, personality, specialty, avatar)
              values ('sage', 'The Sage', 'd', 'p', 's', 'S')`,
      }),
    ),
    'public.places': table(
      byKey('public.places', 'id', 5128581, 'population = 1', {
        sql: `insert into public.places (id, name, label, country_code, population, latitude, longitude)
              values (999999999, 'Matrixville', 'Matrixville, NY', 'US', 1, 40.7, -74)`,
      }),
    ),
    // An event (the operator's): every member reads it, nobody but the service role writes it.
    'public.events': table(
      byKey('public.events', 'id', world.eventId, `title = 'Changed'`, {
        sql: `insert into public.events (title, place_id, starts_at, capacity) select title, place_id, starts_at, 5 from public.events where id = $1`,
        params: [world.eventId],
      }),
    ),
    // The owner's seat at it: rsvp_event and cancel_rsvp (security definer) write them.
    'public.event_rsvps': table(
      {
        select: { sql: 'select 1 from public.event_rsvps where event_id = $1 and member_id = $2', params: [world.eventId, owner.id] },
        insert: {
          before: [{ sql: 'delete from public.event_rsvps where event_id = $1 and member_id = $2', params: [world.eventId, owner.id] }],
          sql: 'insert into public.event_rsvps (event_id, member_id) values ($1, $2)',
          params: [world.eventId, owner.id],
        },
        update: { sql: 'update public.event_rsvps set created_at = now() where event_id = $1 and member_id = $2', params: [world.eventId, owner.id] },
        delete: { sql: 'delete from public.event_rsvps where event_id = $1 and member_id = $2', params: [world.eventId, owner.id] },
      },
    ),
    // The personality assessment: items, the owner's attempt in progress and her result, all reached
    // through supabase/schemas/personality only (SECURITY DEFINER).
    'public.personality_items': table(
      byKey('public.personality_items', 'id', 2, `text = 'Changed'`, {
        before: freeKey('public.personality_items', 'id', 50),
        sql: `insert into public.personality_items (id, text, factor, keyed) values (50, 'Changed', 'intellect', 1)`,
      }),
    ),
    'public.personality_answers': table(
      byKey('public.personality_answers', 'member_id', owner.id, 'answer = 4', {
        before: freeKey('public.personality_answers', 'member_id', owner.id),
        sql: 'insert into public.personality_answers (member_id, item_id, answer) values ($1, 1, 3)',
        params: [owner.id],
      }),
    ),
    'public.personality_results': table(
      byKey('public.personality_results', 'member_id', owner.id, 'shared_with_matches = true', {
        before: freeKey('public.personality_results', 'member_id', owner.id),
        sql: `insert into public.personality_results (member_id, extraversion, agreeableness, conscientiousness, emotional_stability, intellect)
              values ($1, 50, 50, 50, 50, 50)`,
        params: [owner.id],
      }),
    ),
    // The owner's verification request: written only by the server (service role).
    'public.photo_verifications': table(
      byKey('public.photo_verifications', 'id', world.verificationId, `note = 'Forged'`, {
        sql: `insert into public.photo_verifications (member_id, pose, photo_url, status, decided_at, decided_by)
              values ($1, 'thumbs_up', 'x', 'approved', now(), 'operator')`,
        params: [owner.id],
      }),
    ),
    // The owner's call to the other (her match).
    'public.calls': table(
      byKey('public.calls', 'id', world.callId, `status = 'missed'`, {
        sql: 'insert into public.calls (caller_id, callee_id) values ($1, $2)',
        params: [owner.id, other.id],
      }),
    ),
    // The owner's choice to take calls.
    'public.call_settings': table(
      byKey('public.call_settings', 'member_id', owner.id, 'accepts_calls = false', {
        before: freeKey('public.call_settings', 'member_id', owner.id),
        sql: 'insert into public.call_settings (member_id) values ($1)',
        params: [owner.id],
      }),
    ),
    // The owner's request: written only through create_support_request, read by her alone.
    'public.support_requests': table(
      byKey('public.support_requests', 'id', world.supportRequestId, 'priority = true', {
        sql: `insert into public.support_requests (user_id, subject, message) values ($1, 'Help', 'Please')`,
        params: [owner.id],
      }),
    ),
    // A bucket with files cannot be deleted (their rows point at it): the delete takes an empty one.
    'storage.buckets': table({
      ...byKey('storage.buckets', 'id', 'profile-photos', 'public = true', {
        sql: `insert into storage.buckets (id, name, public) values ('matrix', 'matrix', true)`,
      }),
      delete: {
        before: [{ sql: `insert into storage.buckets (id, name, public) values ('matrix', 'matrix', true)` }],
        sql: `delete from storage.buckets where id = 'matrix'`,
      },
    }),
    // The owner's spare file in profile-photos (no photo shows it, so deleting it is allowed).
    'storage.objects': table(
      byKey('storage.objects', 'name', world.spareObject, 'metadata = metadata', {
        sql: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
              values ('profile-photos', $1, $2::uuid, $2::uuid::text, '{"size": 1000}')`,
        params: [`${owner.id}/${randomUUID()}.jpg`, owner.id],
      }),
    ),
    // The same table, about the owner's screenshot in the private support-screenshots bucket.
    [`storage.objects${BUCKET_VARIANT}support-screenshots`]: table(
      byKey('storage.objects', 'name', world.supportScreenshot, 'metadata = metadata', {
        sql: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
              values ('support-screenshots', $1, $2::uuid, $2::uuid::text, '{"size": 1000}')`,
        params: [`${owner.id}/${randomUUID()}.png`, owner.id],
      }),
    ),
    // The same table, about the owner's selfie waiting in the private verification-selfies bucket.
    [`storage.objects${BUCKET_VARIANT}verification-selfies`]: table(
      byKey('storage.objects', 'name', world.verificationSelfie, 'metadata = metadata', {
        sql: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
              values ('verification-selfies', $1, $2::uuid, $2::uuid::text, '{"size": 1000}')`,
        params: [`${owner.id}/${randomUUID()}.jpg`, owner.id],
      }),
    ),
  };
}
