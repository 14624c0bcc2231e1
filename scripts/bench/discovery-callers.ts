import { birthDateForAge } from '../../server/db/seed/birth-date';
import type { Database } from '../../server/db/types';

/** Ten big metros (GeoNames ids): the callers live where members crowd, the feed's hardest case. */
const METROS = [5128581, 5368361, 4887398, 4699066, 5308655, 4560349, 4726206, 5391811, 4684888, 5392171];

export type Filters = (gender: 'male' | 'female') => Record<string, unknown>;

/** The usual saved filters: who, how old, how far; everything else at 'Any'. Many pages to scroll. */
export const usualFilters: Filters = (gender) => ({
  preferred_genders: gender === 'male' ? ['female'] : ['male'],
  preferred_age_min: 24, preferred_age_max: 45, preferred_distance: 50,
  preferred_income_min: 0, preferred_income_max: 1_000_000, preferred_body_types: [], preferred_hair_types: [],
  preferred_height_min: 0, preferred_height_max: 300, preferred_relationship_goals: [], preferred_education: [],
  preferred_drinking: null, preferred_smoking: null, preferred_religion: null, preferred_has_children: null,
  preferred_wants_children: null,
});

/**
 * Every saved filter set to something other than 'Any', the single choices to the most common
 * answer: the work of all filters at once (few members pass them all).
 */
export const allFilters: Filters = (gender) => {
  return {
    preferred_genders: gender === 'male' ? ['female', 'non-binary'] : ['male', 'non-binary'],
    preferred_age_min: 24, preferred_age_max: 45,
    preferred_income_min: 20_000, preferred_income_max: 250_000,
    preferred_body_types: ['Athletic', 'Average', 'Slim', 'Curvy', 'Muscular'],
    preferred_hair_types: ['Black', 'Brown', 'Blonde', 'Red', 'Gray'],
    preferred_height_min: 150, preferred_height_max: 200,
    preferred_relationship_goals: ['Long-term relationship', 'Marriage', 'Casual dating'],
    preferred_education: ['Some College', "Bachelor's", "Master's", 'Doctorate'],
    preferred_drinking: 'socially', preferred_smoking: 'never', preferred_religion: 'Christian',
    preferred_has_children: 'no', preferred_wants_children: 'yes', preferred_distance: 50,
  };
};

/** Turns the given accounts into callers: 33, in a big metro, with the given filters saved. */
export async function prepareCallers(db: Database, ids: string[], filters: Filters): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const gender = i % 2 === 0 ? 'male' : 'female';
    const columns: Record<string, unknown> = {
      gender, birth_date: birthDateForAge(33), place_id: METROS[i % METROS.length], ...filters(gender),
    };
    const names = Object.keys(columns);
    await db.query(
      `update public.profiles set ${names.map((n, k) => `${n} = $${k + 1}`).join(', ')} where id = $${names.length + 1}`,
      [...Object.values(columns), id],
    );
  }
}

/**
 * 10,000 interests in all: each caller has liked 10 members of their first page and answered some
 * likes of their own; the rest are between random members, a quarter accepted, some rejected.
 */
export async function insertInterests(db: Database, callers: string[], everyone: string[], total: number): Promise<void> {
  const pairs = new Map<string, [string, string, string]>();
  const add = (from: string, to: string, status: string) => {
    if (from !== to && !pairs.has(`${from}${to}`) && !pairs.has(`${to}${from}`)) pairs.set(`${from}${to}`, [from, to, status]);
  };
  for (const caller of callers) {
    const { rows } = await db.asRole({ role: 'authenticated', sub: caller }, (tx) =>
      tx.query<{ id: string }>('select id from public.get_discovery_feed(null, 20)'));
    for (const [i, row] of rows.entries()) {
      if (i % 2 === 0) add(caller, row.id, 'pending');
      else add(row.id, caller, i % 4 === 1 ? 'rejected' : 'pending');
    }
  }
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  while (pairs.size < total) {
    const status = next() < 0.25 ? 'accepted' : next() < 0.2 ? 'rejected' : 'pending';
    add(everyone[Math.floor(next() * everyone.length)], everyone[Math.floor(next() * everyone.length)], status);
  }
  const rows = [...pairs.values()];
  for (let start = 0; start < rows.length; start += 2000) {
    const slice = rows.slice(start, start + 2000);
    // A rejected interest is stored as sent (pending) with a pass beside it (interest_passes).
    await db.query(
      `with sent as (
         insert into public.interests (sender_id, receiver_id, status)
         select s, r, case when st = 'rejected' then 'pending' else st end
           from unnest($1::uuid[], $2::uuid[], $3::text[]) as t(s, r, st)
         returning id, receiver_id, sender_id)
       insert into public.interest_passes (interest_id, receiver_id)
       select sent.id, sent.receiver_id
         from sent join unnest($1::uuid[], $2::uuid[], $3::text[]) as t(s, r, st) on t.s = sent.sender_id and t.r = sent.receiver_id
        where t.st = 'rejected'`,
      [slice.map((r) => r[0]), slice.map((r) => r[1]), slice.map((r) => r[2])],
    );
  }
}
