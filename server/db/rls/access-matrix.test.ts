import { randomUUID } from 'node:crypto';
import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { testDevice } from '../../testing/push-keys';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { as, createUsers, makeMatch, SERVICE } from '../../testing/test-users';
import type { Database } from '../types';
import {
  CALLERS,
  changedCells,
  outcomes,
  rolledBack,
  selectThroughRequest,
  tableMatrix,
  type TableMatrix,
} from '../../testing/access-matrix/run-cells';
import { accessCells, relationOf } from '../../testing/access-matrix/tables';
import type { World } from '../../testing/access-matrix/world';

// Who may do what to each relation of public and to the objects of each bucket, cell by
// cell: each statement runs as its caller in a savepoint that is rolled back (access-matrix/), so
// the world is the same for every cell. The relations come from the catalog: a new table or view
// without its expectations fails here. Then every policy is dropped in turn, in a transaction
// rolled back, and the matrix must change: no policy is dead weight, and losing one is caught.
//
// owner: the member the row belongs to (the sender of an interest, message or request; the one who
// passed). other: the other member the row names (the receiver; for a pass, the sender she passed
// on; for a row of one member, her match). stranger: a signed-in member the row does not name.
// blocked: a member the owner blocked, who sees nothing of her (a stranger still sees her profile).
// For the catalogues (plans, personas, places, buckets) the four are just members.

// Each row: outcomes(anon, owner, other, stranger, blocked, service_role).
const EXPECTED: Record<string, TableMatrix> = {
  'public.profiles': {
    // Her own row only: others read the public part through public_profiles. The database makes
    // it with the account (nobody inserts one); nobody but the service role deletes a profile
    // (accounts go with auth.users).
    select: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.public_profiles': {
    // Members only, read only, never across a block; the service role reads profiles itself.
    select: outcomes('refused', 'allowed', 'allowed', 'allowed', 'filtered', 'refused'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  'public.photos': {
    // Seen with the profile (visible to everyone here but the member she blocked), written by their owner.
    select: outcomes('filtered', 'allowed', 'allowed', 'allowed', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.interests': {
    // Sender and receiver read it (a pending one reaches its receiver by her plan:
    // see-who-liked-you.test.ts); the receiver answers through accept_interest() and pass_interest()
    // only, never by a direct update; nobody deletes one.
    select: outcomes('filtered', 'allowed', 'allowed', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.interest_passes': {
    // Hers alone to read, never the sender's; written only by pass_interest() (SECURITY DEFINER).
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.connection_requests': {
    select: outcomes('filtered', 'allowed', 'allowed', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.messages': {
    // Between matched members; the receiver marks it read; nobody deletes one. Visitors may not
    // select a column, so not even name a row (members select all columns but read_at: read
    // receipts by plan).
    select: outcomes('refused', 'allowed', 'allowed', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'filtered', 'allowed', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('refused', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.read_receipts': {
    // The owner (Premium) sees when the other read her message; written only by the database's
    // trigger (no write privilege for members). docs/plans.md, Read receipts.
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.blocks': {
    // The owner's block: both members it names read it (not its kind), nobody else; written only
    // through block_member and the like (no write privilege for members).
    select: outcomes('refused', 'allowed', 'allowed', 'filtered', 'allowed', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.notifications': {
    // Hers alone to read (a like from the stranger); written only by the database's triggers and
    // functions (no write privilege for members).
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.push_subscriptions': {
    // Her devices, hers alone to see; written only by save_push_subscription and
    // remove_push_subscription (push-subscriptions.test.ts).
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.subscriptions': {
    // Read by its owner; written by the service role only (no write privilege for members).
    select: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.boosts': {
    // Read by its owner (the analytics page, her Boost button), no grant to visitors; written by start_boost only.
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.payment_customers': {
    select: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.plans': {
    // Product data everyone reads; written by migrations.
    select: outcomes('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.matchmaker_personas': {
    // Product data everyone reads. Members keep Supabase's default write privileges here, and
    // row-level security (no write policy) is what stops them.
    select: outcomes('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.places': {
    // Closed to the API: members search it through search_places().
    select: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'storage.buckets': {
    // Public buckets are listed to everyone; buckets are made by migrations.
    select: outcomes('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'storage.objects': {
    // Her own folder of profile-photos only (its files are served by URL without a policy).
    select: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'storage.objects in support-screenshots': {
    // Private: she uploads to her own folder and reads it back, the service role reads it for the
    // team's e-mail; nobody replaces or deletes one through the API (the sweep runs as the owner).
    select: outcomes('filtered', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.events': {
    // Upcoming events are every member's to read (browsing is not the plan's; attending is); the
    // operator writes them.
    select: outcomes('refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.event_rsvps': {
    // Her seat is read by her and by the other attendees, never by a member she blocked (who goes
    // too here) nor by one who does not go; written by rsvp_event and cancel_rsvp only.
    select: outcomes('refused', 'allowed', 'allowed', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.personality_items': {
    // Closed to the API: the questionnaire is read through get_personality_questionnaire(), without
    // the factors and keys.
    select: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.calls': {
    // The owner's call to the other (her match): read by its two members only; written only by the
    // call functions (SECURITY DEFINER, calls.test.ts) and the block trigger.
    select: outcomes('refused', 'allowed', 'allowed', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.personality_answers': {
    // Closed to the API: written through answer_personality_item() (plan, 30 days), read back by
    // the questionnaire's function.
    select: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.personality_results': {
    // Closed to the API: written by the scoring, read through get_personality_result() (a match
    // while shared) and get_shared_personalities() (both share).
    select: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.call_settings': {
    // Whether the owner takes calls: hers alone to read and write; nobody deletes it.
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'allowed', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'public.support_requests': {
    // Hers alone to read; written only by create_support_request (SECURITY DEFINER) and the
    // operators (service role): no write privilege for members, nothing at all for visitors.
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
  'storage.objects in verification-selfies': {
    // Private to the server: her selfie waits for its decision where no member reads, replaces or
    // removes it, not even her; the ai function writes it and the decision removes it (service role).
    select: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
    delete: outcomes('filtered', 'filtered', 'filtered', 'filtered', 'filtered', 'allowed'),
  },
  'public.photo_verifications': {
    // Hers alone to read; written only by the server (request_ and decide_photo_verification, service
    // role): the badge cannot be forged (supabase/schemas/verification).
    select: outcomes('refused', 'allowed', 'filtered', 'filtered', 'filtered', 'allowed'),
    insert: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    update: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
    delete: outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'allowed'),
  },
};

let db: Database;
let cells: ReturnType<typeof accessCells>;
beforeAll(async () => {
  db = await createTestDatabase();
  cells = accessCells(await createWorld());
});
afterAll(() => db.close());

const PHOTO_PATH = '/storage/v1/object/public/profile-photos/';

/** The world of access-matrix/world.ts, written the way the app writes each row. */
async function createWorld(): Promise<World> {
  const [owner, other, stranger, blocked] = await createUsers(db, 4);
  await makeMatch(db, owner, other);
  await as(db, owner)('select public.block_member($1)', [blocked.id]);
  const matchId = (
    await db.query<{ id: string }>('select id from public.interests where sender_id = $1 and receiver_id = $2', [owner.id, other.id])
  ).rows[0].id;
  const messageId = (await sendMessage(db, owner, other, 'Hello')).id;
  const readMessageId = (await sendMessage(db, owner, other, 'Read already')).id;
  await db.query('update public.messages set read_at = now() where id = $1', [readMessageId]);
  const requestId = (
    await as(db, owner)<{ id: string }>(
      `insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, 'Coffee?') returning id`,
      [owner.id, other.id],
    )
  ).rows[0].id;
  const passedInterestId = (
    await as(db, stranger)<{ id: string }>('insert into public.interests (sender_id, receiver_id) values ($1, $2) returning id', [
      stranger.id,
      owner.id,
    ])
  ).rows[0].id;
  await as(db, owner)('select public.pass_interest($1)', [passedInterestId]);
  // The stranger's like told the owner (a trigger wrote it).
  const notificationId = (
    await db.query<{ id: string }>(`select id from public.notifications where member_id = $1 and actor_id = $2 and kind = 'like'`, [
      owner.id,
      stranger.id,
    ])
  ).rows[0].id;
  const device = testDevice();
  await as(db, owner)('select public.save_push_subscription($1, $2, $3)', [device.endpoint, device.p256dh, device.auth]);
  const pushSubscriptionId = (await db.query<{ id: string }>('select id from public.push_subscriptions where member_id = $1', [owner.id])).rows[0].id;
  const [photoUrl, spareUrl] = await uploadedPhotoUrls(db, owner.id, 2);
  const photoId = (
    await as(db, owner)<{ id: string }>('insert into public.photos (user_id, url) values ($1, $2) returning id', [owner.id, photoUrl])
  ).rows[0].id;
  await as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, 'premium', now(), now() + interval '30 days')`,
    [owner.id],
  );
  await as(db, SERVICE)(`insert into public.payment_customers (user_id, stripe_customer_id) values ($1, 'cus_matrix')`, [owner.id]);
  await as(db, owner)('select public.start_boost()');
  const boostId = (await db.query<{ id: string }>('select id from public.boosts where user_id = $1', [owner.id])).rows[0].id;
  const eventId = (
    await as(db, SERVICE)<{ id: string }>(
      `insert into public.events (title, place_id, starts_at, capacity) values ('Mixer', 5110302, now() + interval '1 day', 10) returning id`,
    )
  ).rows[0].id;
  for (const member of [owner, other, blocked]) {
    await db.query('insert into public.event_rsvps (event_id, member_id) values ($1, $2)', [eventId, member.id]);
  }
  await db.query('insert into public.personality_answers (member_id, item_id, answer) values ($1, 1, 3)', [owner.id]);
  await db.query(
    `insert into public.personality_results (member_id, extraversion, agreeableness, conscientiousness, emotional_stability, intellect)
     values ($1, 40, 50, 60, 70, 80)`,
    [owner.id],
  );
  const callId = (
    await db.query<{ id: string }>(`insert into public.calls (caller_id, callee_id, status) values ($1, $2, 'ended') returning id`, [owner.id, other.id])
  ).rows[0].id;
  await db.query('insert into public.call_settings (member_id) values ($1)', [owner.id]);
  const spareObject = spareUrl.slice(spareUrl.indexOf(PHOTO_PATH) + PHOTO_PATH.length);
  const supportScreenshot = `${owner.id}/${randomUUID()}.png`;
  await as(db, owner)(`insert into storage.objects (bucket_id, name, owner, metadata) values ('support-screenshots', $1, $2, '{"size": 1000}')`, [
    supportScreenshot,
    owner.id,
  ]);
  const supportRequestId = (
    await as(db, owner)<{ id: string }>(`select id from public.create_support_request('Help', 'Please', $1)`, [supportScreenshot])
  ).rows[0].id;
  const verificationId = (
    await db.query<{ id: string }>(`insert into public.photo_verifications (member_id, pose, photo_url) values ($1, 'thumbs_up', $2) returning id`, [
      owner.id,
      photoUrl,
    ])
  ).rows[0].id;
  const verificationSelfie = `${owner.id}/${verificationId}.jpg`;
  await as(db, SERVICE)(`insert into storage.objects (bucket_id, name, owner, metadata) values ('verification-selfies', $1, $2, '{"size": 1000}')`, [
    verificationSelfie,
    owner.id,
  ]);
  return {
    verificationId,
    verificationSelfie,
    owner,
    other,
    stranger,
    blocked,
    notificationId,
    pushSubscriptionId,
    matchId,
    messageId,
    readMessageId,
    requestId,
    passedInterestId,
    photoId,
    boostId,
    eventId,
    callId,
    spareObject,
    spareUrl,
    supportRequestId,
    supportScreenshot,
  };
}

/** The relations the API reaches: every table and view of public, and the two storage tables. */
async function relations(): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where (n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f'))
         or (n.nspname = 'storage' and c.relname in ('objects', 'buckets'))
      order by 1`,
  );
  return rows.map((r) => r.name);
}

it('has expectations for every table and view of public, and for storage', async () => {
  expect([...new Set(Object.keys(EXPECTED).map(relationOf))].sort()).toEqual(await relations());
  expect(Object.keys(cells).sort()).toEqual(Object.keys(EXPECTED).sort());
});

it.each(Object.keys(EXPECTED))('%s', async (relation) => {
  const actual = await rolledBack(db, (tx) => tableMatrix(tx, cells[relation]));
  expect(actual).toEqual(EXPECTED[relation]);
});

// The savepoints set the role and claims as database.ts does for a request: the reads, which change
// nothing, give the same answers through db.asRole itself.
it('reads the same through a request as in its savepoints', async () => {
  for (const [relation, { callers, cells: { select } }] of Object.entries(cells)) {
    for (const caller of CALLERS) {
      expect([relation, caller, await selectThroughRequest(db, callers[caller], select)]).toEqual([
        relation,
        caller,
        EXPECTED[relation].select[caller],
      ]);
    }
  }
});

it('changes when any one policy is dropped', async () => {
  const { rows: policies } = await db.query<{ relation: string; policy: string; drop: string }>(
    `select format('%I.%I', n.nspname, c.relname) as relation, pol.polname as policy,
            format('drop policy %I on %I.%I', pol.polname, n.nspname, c.relname) as drop
       from pg_policy pol join pg_class c on c.oid = pol.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' or (n.nspname = 'storage' and c.relname in ('objects', 'buckets'))
      order by 1, 2`,
  );
  expect(policies.length).toBeGreaterThan(20);
  const unnoticed: string[] = [];
  for (const { relation, policy, drop } of policies) {
    // A relation asked about per bucket changes when any of its entries does.
    const entries = Object.keys(EXPECTED).filter((entry) => relationOf(entry) === relation);
    const changes = await rolledBack(db, async (tx) => {
      await tx.query(drop);
      const changed: string[] = [];
      for (const entry of entries) changed.push(...changedCells(EXPECTED[entry], await tableMatrix(tx, cells[entry])));
      return changed;
    });
    if (changes.length === 0) unnoticed.push(`${relation}: ${policy}`);
  }
  expect(unnoticed).toEqual([]);
});
