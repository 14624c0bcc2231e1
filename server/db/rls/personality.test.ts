import { createMember } from '../../testing/discovery-members';
import { subscribe } from '../../testing/event-fixtures';
import { ageResult, answerAll, answerItem, eliteMember, questionnaire, resultOf } from '../../testing/personality-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { as, SERVICE } from '../../testing/test-users';
// The SPA says it before the function is asked, in the same words (a file without imports).
import { personalityTexts } from '../../../src/entities/personality/config/texts';
import type { Database } from '../types';

// Who may take the personality assessment, resuming, and the 30 days between results
// (supabase/schemas/personality/answer_personality_item.sql; docs/features.md, Personality assessment).
// This file changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const elite = () => eliteMember(db);

describe('who may take it', () => {
  it('refuses the plans without the entitlement with 402 naming the plans, and follows the catalogue', async () => {
    for (const tier of ['free', 'basic', 'premium']) {
      const member = await createMember(db);
      if (tier !== 'free') await subscribe(db, member, tier);
      await expect(answerItem(db, member, 1, 3)).rejects.toMatchObject({
        code: 'PT402',
        hint: 'upgrade',
        message: personalityTexts.planRequired('Elite'),
      });
    }
    const premium = await createMember(db);
    await subscribe(db, premium, 'premium');
    await db.query(`update public.plans set entitlements = entitlements || array['personality_assessment'] where tier = 'premium'`);
    try {
      await expect(answerItem(db, premium, 1, 3)).resolves.toEqual({ answered: 1, completed: false });
    } finally {
      await db.query(`update public.plans set entitlements = array_remove(entitlements, 'personality_assessment') where tier = 'premium'`);
    }
  });

  it('lets any member read the items, and never a visitor', async () => {
    const free = await createMember(db);
    const items = await questionnaire(db, free);
    expect(items).toHaveLength(50);
    expect(items[0]).toEqual({ id: 1, text: 'Am the life of the party.', answer: null });
    expect(Object.keys(items[0])).not.toEqual(expect.arrayContaining(['factor', 'keyed']));
    await expect(as(db, { role: 'anon' })('select * from public.get_personality_questionnaire()')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses an unknown item or an answer outside 1 to 5', async () => {
    const member = await elite();
    for (const [item, answer] of [[0, 3], [51, 3], [1, 0], [1, 6]]) {
      await expect(answerItem(db, member, item, answer)).rejects.toMatchObject({ code: '22023' });
    }
  });

  it('keeps nothing a member may read or write directly', async () => {
    const member = await elite();
    for (const table of ['personality_items', 'personality_answers', 'personality_results']) {
      await expect(as(db, member)(`select * from public.${table}`)).rejects.toMatchObject({ code: '42501' });
    }
  });
});

describe('resuming', () => {
  it('keeps her answers between visits, in order, and an answer given again replaces the first', async () => {
    const member = await elite();
    await answerItem(db, member, 1, 5);
    await answerItem(db, member, 2, 1);
    expect(await answerItem(db, member, 2, 4)).toEqual({ answered: 2, completed: false });
    const items = await questionnaire(db, member);
    expect(items.slice(0, 3).map((i) => i.answer)).toEqual([5, 4, null]);
    // Another member's attempt is not hers.
    expect((await questionnaire(db, await elite())).every((i) => i.answer === null)).toBe(true);
  });
});

describe('retaking', () => {
  it('scores the last item, forgets the answers, and refuses a new attempt for 30 days', async () => {
    const member = await elite();
    expect(await answerAll(db, member)).toEqual({ answered: 50, completed: true });
    expect((await questionnaire(db, member)).every((i) => i.answer === null)).toBe(true);
    const result = await resultOf(db, member, member);
    expect(result.retake_at!.getTime() - result.completed_at.getTime()).toBe(30 * 24 * 3600 * 1000);
    await expect(answerItem(db, member, 1, 3)).rejects.toMatchObject({ code: 'PT409', message: personalityTexts.retakeTooSoon });

    await ageResult(db, member, 29);
    await expect(answerItem(db, member, 1, 3)).rejects.toMatchObject({ code: 'PT409' });
    await ageResult(db, member, 31);
    await expect(answerItem(db, member, 1, 3)).resolves.toEqual({ answered: 1, completed: false });
    // Her last result stays until the new attempt is scored.
    expect(await resultOf(db, member, member)).toMatchObject({ extraversion: 50 });
  });

  it('keeps her choice of sharing across a retake', async () => {
    const member = await elite();
    await answerAll(db, member);
    await as(db, member)('select public.set_personality_sharing(true)');
    await ageResult(db, member, 31);
    await answerAll(db, member, () => 5);
    expect(await resultOf(db, member, member)).toMatchObject({ shared_with_matches: true, extraversion: 50 });
    const { rows } = await as(db, SERVICE)<{ n: number }>('select count(*)::int as n from public.personality_results where member_id = $1', [member.id]);
    expect(rows[0].n).toBe(1);
  });
});
