import type { Database } from '../db/types';
import { createMember } from './discovery-members';
import { subscribe } from './event-fixtures';
import { as, SERVICE, type TestUser } from './test-users';

export const FACTORS = ['extraversion', 'agreeableness', 'conscientiousness', 'emotional_stability', 'intellect'] as const;
export type Scores = Record<(typeof FACTORS)[number], number>;

export interface ResultRow extends Scores {
  completed_at: Date;
  retake_at: Date | null;
  shared_with_matches: boolean;
}

/** A new member on Elite, whose plan includes the assessment. */
export async function eliteMember(db: Database): Promise<TestUser> {
  const member = await createMember(db);
  await subscribe(db, member, 'elite');
  return member;
}

/** She answers one item (answer_personality_item). */
export const answerItem = async (db: Database, member: TestUser, item: number, answer: number) =>
  (await as(db, member)<{ answered: number; completed: boolean }>('select * from public.answer_personality_item($1, $2)', [item, answer])).rows[0];

/** She answers every item from the first, each with what `answerFor` says for it (3 by default). */
export async function answerAll(db: Database, member: TestUser, answerFor: (item: number) => number = () => 3) {
  let last = { answered: 0, completed: false };
  for (let item = 1; item <= 50; item += 1) last = await answerItem(db, member, item, answerFor(item));
  return last;
}

export const questionnaire = async (db: Database, member: TestUser) =>
  (await as(db, member)<{ id: number; text: string; answer: number | null }>('select * from public.get_personality_questionnaire()')).rows;

/** The result `viewer` may see of `member`'s, or undefined. */
export const resultOf = async (db: Database, viewer: TestUser, member: TestUser) =>
  (await as(db, viewer)<ResultRow>('select * from public.get_personality_result($1)', [member.id])).rows[0];

export const setSharing = async (db: Database, member: TestUser, shared: boolean) =>
  (await as(db, member)<{ set_personality_sharing: boolean }>('select public.set_personality_sharing($1)', [shared])).rows[0]
    .set_personality_sharing;

export const sharedPersonalities = async (db: Database, caller: TestUser, members: TestUser[]) =>
  (await as(db, caller)<Scores & { member_id: string }>('select * from public.get_shared_personalities($1)', [members.map((m) => m.id)])).rows;

/** Moves her last result back in time, as if she had taken it `days` ago. */
export const ageResult = (db: Database, member: TestUser, days: number) =>
  as(db, SERVICE)(`update public.personality_results set completed_at = now() - $2 * interval '1 day' where member_id = $1`, [member.id, days]);

/** The item's factor and keying, as the migration stores them (for tests that compute a score). */
export const itemKeys = async (db: Database) =>
  (await as(db, SERVICE)<{ id: number; factor: keyof Scores; keyed: number }>('select id, factor, keyed from public.personality_items order by id')).rows;
