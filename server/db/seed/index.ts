import type { Database, Tx } from '../types';
import { hashPassword, insertAuthUsers } from './auth-users';
import { birthDateForAge } from './birth-date';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-password';
import { insertDemoPhotos, storeDemoPhotos, type DemoPhotoTarget } from './demo-photos';
import { DEMO_PROFILES } from './demo-profiles';
import { DEMO_SAVED_FILTERS } from './demo-saved-filters';
import { insertWorldAnalytics } from './demo-world/world-analytics';
import { insertWorldConversations } from './demo-world/world-conversations';
import { insertWorldEvents } from './demo-world/world-events';
import { insertWorldPersonality } from './demo-world/world-personality';
import { applyWorldDetails } from './demo-world/world-details';
import { insertWorldLikes, insertWorldLikesForFreeMember } from './demo-world/world-likes';
import { worldMembers } from './demo-world/world-members';
import { insertWorldPhotos } from './demo-world/world-photos';
import { verifyDemoMember } from './demo-world/world-verification';
import { applyProfileDetails } from './profile-details';
import { yieldingTx } from './yielding-tx';

export { DEMO_PASSWORD, DEMO_EMAIL_DOMAIN } from './demo-password';
export { DEMO_PROFILES } from './demo-profiles';
export { countDemoAccounts, removeDemoAccounts } from './demo-accounts';
export { worldMembers, type WorldMember } from './demo-world/world-members';
export { generateProfiles, type GeneratedAccount } from './generate-profiles';
export type { DemoPhotoTarget } from './demo-photos';

/**
 * Members signed up per statement. The sign-up trigger makes each one's profile, which takes a few
 * milliseconds, and PGlite holds the event loop for a whole statement: in batches, a server that
 * seeds while it listens answers between them (one statement for all 166 took 0.4-1 s).
 */
const SIGN_UP_BATCH = 25;

const idOf = (username: string) => DEMO_PROFILES.find((p) => p.username === username)!.id;

/** Ava and Noah are matched and talking, River and Noah are matched; Sofia and Marcus like Ava. */
async function insertActivity(tx: Tx): Promise<void> {
  const [ava, noah, sofia, river, marcus, elena] = ['ava', 'noah', 'sofia', 'river', 'marcus', 'elena'].map(idOf);
  await tx.query(
    // An accepted interest's updated_at is when the match was made (analytics count matches by it).
    `insert into public.interests (sender_id, receiver_id, message, status, created_at, updated_at) values
       ($2, $1, 'Your gallery photos made me smile. Ramen this week?', 'accepted', now() - interval '3 days', now() - interval '60 hours'),
       ($4, $2, null, 'accepted', now() - interval '5 days', now() - interval '4 days'),
       ($3, $1, 'Fellow traveller here! Where to next?', 'pending', now() - interval '1 day', now() - interval '1 day'),
       ($5, $1, 'I know a ramen place you would love.', 'pending', now() - interval '2 hours', now() - interval '2 hours'),
       ($1, $6, null, 'pending', now() - interval '6 hours', now() - interval '6 hours')`,
    // In the order of the placeholders: river ($4) matched with Noah, marcus ($5) likes Ava.
    [ava, noah, sofia, river, marcus, elena],
  );
  await tx.query(
    `insert into public.messages (sender_id, receiver_id, content, created_at, read_at) values
       ($2, $1, 'Hi Ava! Thanks for accepting. How is your week going?', now() - interval '2 days', now() - interval '2 days'),
       ($1, $2, 'Hey Noah! Busy but good. Still up for ramen?', now() - interval '47 hours', now() - interval '46 hours'),
       ($2, $1, 'Absolutely. Thursday at 7, the place on Bedford?', now() - interval '3 hours', null),
       ($2, $1, 'I will bring my appetite and bad jokes.', now() - interval '2 hours', null)`,
    [ava, noah],
  );
}

/**
 * Ava is Premium and Noah Elite, ten days into their month, as a confirmed checkout leaves them; the
 * others are Free, so both the plans and the Free limits can be seen. Ava has her month's boost to
 * start; Noah boosted 19 and 5 days ago (his analytics mark them), so his next comes in two days.
 */
async function subscribeDemoMembers(tx: Tx): Promise<void> {
  const [ava, noah] = ['ava', 'noah'].map(idOf);
  await tx.query(
    `insert into public.subscriptions (user_id, tier, stripe_subscription_id, current_period_start, current_period_end)
     values ($1, 'premium', 'sub_demo_ava', now() - interval '10 days', now() + interval '20 days'),
            ($2, 'elite', 'sub_demo_noah', now() - interval '10 days', now() + interval '20 days')`,
    [ava, noah],
  );
  await tx.query(`insert into public.payment_customers (user_id, stripe_customer_id) values ($1, 'cus_demo_ava'), ($2, 'cus_demo_noah')`, [ava, noah]);
  await tx.query(
    `insert into public.boosts (user_id, started_at, ends_at)
     select $1, now() - d * interval '1 day', now() - d * interval '1 day' + interval '30 minutes' from unnest(array[19, 5]) d`,
    [noah],
  );
}

/** The demo accounts' saved Dating Preferences, written as each would save them. */
async function saveDemoFilters(tx: Tx): Promise<void> {
  const columns = [...new Set(Object.values(DEMO_SAVED_FILTERS).flatMap((filters) => Object.keys(filters)))];
  await tx.query(
    `update public.profiles p
        set ${columns.map((c) => `${c} = coalesce(d.${c}, p.${c})`).join(', ')}
       from jsonb_populate_recordset(null::public.profiles, $1::jsonb) as d
      where p.id = d.id`,
    [JSON.stringify(Object.entries(DEMO_SAVED_FILTERS).map(([username, filters]) => ({ ...filters, id: idOf(username) })))],
  );
}

/**
 * The demo data: six accounts (password DEMO_PASSWORD, e-mail {username}@demo.ascend.app) with
 * profiles, saved filters, and some interests and messages, in a world of generated members
 * (demo-world/) spread over many cities, some of whom like Ava. With `photos`, everyone gets their
 * portraits, stored in that data directory's storage as uploads would be. Does nothing when
 * already seeded.
 */
export async function seedDatabase(db: Database, photos?: DemoPhotoTarget): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const world = worldMembers();
  const stored = await db.transaction(async (seedTx) => {
    const tx = yieldingTx(seedTx);
    const seeded = await tx.query('select 1 from auth.users where id = $1', [DEMO_PROFILES[0].id]);
    if (seeded.rows.length > 0) return [];
    const users = [...DEMO_PROFILES, ...world].map((p) => ({
      id: p.id,
      email: `${p.username}@${DEMO_EMAIL_DOMAIN}`,
      metadata: {
        username: p.username,
        first_name: p.first_name,
        last_name: p.last_name,
        gender: p.gender,
        birth_date: birthDateForAge(p.age),
      },
    }));
    for (let i = 0; i < users.length; i += SIGN_UP_BATCH) await insertAuthUsers(tx, users.slice(i, i + SIGN_UP_BATCH), passwordHash);
    await applyProfileDetails(tx, DEMO_PROFILES);
    await saveDemoFilters(tx);
    await applyWorldDetails(tx, world);
    await insertActivity(tx);
    await subscribeDemoMembers(tx);
    await insertWorldLikes(tx, world, idOf('ava'), DEMO_PROFILES[0].age);
    await insertWorldLikesForFreeMember(tx, world, idOf('elena'), DEMO_PROFILES[5].age);
    // After the likes: Ava's other matches are members whose like is not waiting for her.
    await insertWorldConversations(tx, world, idOf('ava'), DEMO_PROFILES[0].age);
    await insertWorldAnalytics(tx, world, idOf('noah'), DEMO_PROFILES[1].age);
    await insertWorldEvents(tx, idOf('noah'));
    await insertWorldPersonality(tx, idOf('noah'));
    if (!photos) return [];
    const inserted = [
      ...(await insertDemoPhotos(tx, DEMO_PROFILES, photos.origin)),
      ...(await insertWorldPhotos(tx, world, photos.origin)),
    ];
    await verifyDemoMember(tx, idOf('noah'));
    return inserted;
  });
  if (photos) await storeDemoPhotos(photos.dataDir, stored);
}
