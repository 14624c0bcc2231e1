import { answerCall, backdateCall, callLog, declineCall, endCall, startCall } from '../../testing/call-fixtures';
import { createMember } from '../../testing/discovery-members';
import { subscribe } from '../../testing/event-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { as, makeMatch, type TestUser } from '../../testing/test-users';
// The SPA says them in the same words and waits as long (files without imports).
import { callTexts } from '../../../src/entities/call/config/texts';
import { CALL_RING_SECONDS } from '../../../supabase/functions/_shared/rules/call-rules';
import type { Database } from '../types';

// Video calls (supabase/schemas/calls; docs/features.md, Video calls): who may call and ring whom,
// the ring timeout by the database's clock, the log, and a block or unmatch ending a call. This file
// changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** An Elite caller matched with a Free callee. */
async function pair(): Promise<{ caller: TestUser; callee: TestUser }> {
  const [caller, callee] = [await createMember(db), await createMember(db, { gender: 'male' })];
  await subscribe(db, caller, 'elite');
  await makeMatch(db, caller, callee);
  return { caller, callee };
}

describe('starting a call', () => {
  it('rings a match; the callee answers without the entitlement; either ends it; both read the log', async () => {
    const { caller, callee } = await pair();
    const call = await startCall(db, caller, callee.id);
    expect(call).toMatchObject({ caller_id: caller.id, callee_id: callee.id, status: 'ringing', answered_at: null });
    expect(await answerCall(db, callee, call.id)).toMatchObject({ status: 'accepted' });
    expect((await endCall(db, callee, call.id)).status).toBe('ended');
    // Both hang up at once: the second is answered with the call as it is.
    expect(await endCall(db, caller, call.id)).toMatchObject({ status: 'ended' });
    for (const [member, partner] of [[caller, callee], [callee, caller]]) {
      expect(await callLog(db, member, partner)).toEqual([expect.objectContaining({ id: call.id, status: 'ended' })]);
    }
  });

  it('is for the plans whose catalogue row includes video_calls (402 naming them), and follows the catalogue', async () => {
    for (const tier of ['free', 'basic', 'premium']) {
      const [caller, callee] = [await createMember(db), await createMember(db)];
      if (tier !== 'free') await subscribe(db, caller, tier);
      await makeMatch(db, caller, callee);
      await expect(startCall(db, caller, callee.id)).rejects.toMatchObject({
        code: 'PT402',
        hint: 'upgrade',
        message: callTexts.planRequired('Elite'),
      });
    }
    const [basic, callee] = [await createMember(db), await createMember(db)];
    await subscribe(db, basic, 'basic');
    await makeMatch(db, basic, callee);
    await db.query(`update public.plans set entitlements = entitlements || array['video_calls'] where tier = 'basic'`);
    try {
      await expect(startCall(db, basic, callee.id)).resolves.toMatchObject({ status: 'ringing' });
    } finally {
      await db.query(`update public.plans set entitlements = array_remove(entitlements, 'video_calls') where tier = 'basic'`);
    }
  });

  it('only between matches: not oneself, not a stranger, not after a block', async () => {
    const { caller, callee } = await pair();
    const stranger = await createMember(db);
    for (const other of [caller, stranger]) {
      await expect(startCall(db, caller, other.id)).rejects.toMatchObject({ code: 'PT404' });
    }
    await as(db, callee)('select public.block_member($1)', [caller.id]);
    await expect(startCall(db, caller, callee.id)).rejects.toMatchObject({ code: 'PT404' });
  });

  it('never rings a member who refuses calls; her setting is hers alone to read', async () => {
    const { caller, callee } = await pair();
    await as(db, callee)('insert into public.call_settings (member_id, accepts_calls) values ($1, false)', [callee.id]);
    await expect(startCall(db, caller, callee.id)).rejects.toMatchObject({ code: 'PT409', message: callTexts.notTakingCalls });
    expect((await as(db, caller)('select * from public.call_settings where member_id = $1', [callee.id])).rows).toEqual([]);
    await expect(as(db, caller)('update public.call_settings set accepts_calls = true where member_id = $1 returning 1', [callee.id])).resolves.toMatchObject({ rows: [] });
    await as(db, callee)('update public.call_settings set accepts_calls = true where member_id = $1', [callee.id]);
    await expect(startCall(db, caller, callee.id)).resolves.toMatchObject({ status: 'ringing' });
  });

  it('refuses a callee in another call; a caller’s own call left open ends when she calls again', async () => {
    const { caller, callee } = await pair();
    const other = await createMember(db);
    await subscribe(db, other, 'elite');
    await makeMatch(db, other, callee);
    const first = await startCall(db, caller, callee.id);
    await answerCall(db, callee, first.id);
    await expect(startCall(db, other, callee.id)).rejects.toMatchObject({ code: 'PT409', message: callTexts.busy });
    const second = await startCall(db, caller, callee.id);
    expect((await callLog(db, caller, callee)).map((c) => [c.id, c.status])).toEqual([
      [second.id, 'ringing'],
      [first.id, 'ended'],
    ]);
  });

  it('rings a callee once when two matches call her at the same moment', async () => {
    // On PostgreSQL (scripts/with-postgres.sh) the calls run on two connections and the members'
    // advisory locks decide; on PGlite's one connection they take turns, which checks the rule.
    const callee = await createMember(db, { gender: 'male' });
    const callers = [await createMember(db), await createMember(db)];
    for (const caller of callers) {
      await subscribe(db, caller, 'elite');
      await makeMatch(db, caller, callee);
    }
    const results = await Promise.allSettled(callers.map((caller) => startCall(db, caller, callee.id)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason).toMatchObject({ code: 'PT409', message: callTexts.busy });
  });
});

describe('answering', () => {
  it(`misses a call after ${CALL_RING_SECONDS} s by the database's clock, whoever writes it down`, async () => {
    expect((await db.query<{ s: number }>('select extract(epoch from private.call_ring_timeout())::int as s')).rows[0].s).toBe(CALL_RING_SECONDS);
    const { caller, callee } = await pair();
    const call = await startCall(db, caller, callee.id);
    await backdateCall(db, call.id, CALL_RING_SECONDS - 2);
    expect((await callLog(db, callee, caller))[0].status).toBe('ringing');
    await backdateCall(db, call.id, CALL_RING_SECONDS + 1);
    expect((await callLog(db, callee, caller))[0].status).toBe('missed');
    await expect(answerCall(db, callee, call.id)).rejects.toMatchObject({ code: 'PT409', message: callTexts.callEnded });
    await expect(declineCall(db, callee, call.id)).rejects.toMatchObject({ code: 'PT409' });
    expect(await endCall(db, caller, call.id)).toMatchObject({ status: 'missed' });
  });

  it('declines; only the callee answers or declines; a declined call cannot be answered', async () => {
    const { caller, callee } = await pair();
    const call = await startCall(db, caller, callee.id);
    await expect(answerCall(db, caller, call.id)).rejects.toMatchObject({ code: 'PT409' });
    await expect(declineCall(db, caller, call.id)).rejects.toMatchObject({ code: 'PT409' });
    expect(await declineCall(db, callee, call.id)).toMatchObject({ status: 'declined' });
    await expect(answerCall(db, callee, call.id)).rejects.toMatchObject({ code: 'PT409' });
    expect((await callLog(db, caller, callee))[0].status).toBe('declined');
  });

  it('a call the caller gives up on is missed', async () => {
    const { caller, callee } = await pair();
    const call = await startCall(db, caller, callee.id);
    expect(await endCall(db, caller, call.id)).toMatchObject({ status: 'missed' });
    await expect(answerCall(db, callee, call.id)).rejects.toMatchObject({ code: 'PT409' });
  });
});

describe('who sees and writes calls', () => {
  it('shows a call to its two members only, and lets no member write one', async () => {
    const { caller, callee } = await pair();
    const stranger = await createMember(db);
    const call = await startCall(db, caller, callee.id);
    expect((await as(db, stranger)('select * from public.calls where id = $1', [call.id])).rows).toEqual([]);
    expect(await callLog(db, stranger, caller)).toEqual([]);
    await expect(endCall(db, stranger, call.id)).rejects.toMatchObject({ code: 'PT404' });
    await expect(answerCall(db, stranger, call.id)).rejects.toMatchObject({ code: 'PT409' });
    await expect(as(db, callee)(`update public.calls set status = 'accepted' where id = $1`, [call.id])).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, caller)('insert into public.calls (caller_id, callee_id) values ($1, $2)', [caller.id, callee.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('caps the log at 100 rows', async () => {
    const { caller, callee } = await pair();
    await db.query(
      `insert into public.calls (caller_id, callee_id, status, created_at, ended_at)
       select $1, $2, 'missed', now() - g * interval '1 minute', now() - g * interval '1 minute' from generate_series(1, 105) g`,
      [caller.id, callee.id],
    );
    expect((await as(db, caller)('select * from public.get_call_log($1, 1000)', [callee.id])).rows).toHaveLength(100);
    expect(await callLog(db, caller, callee)).toHaveLength(50);
  });
});

describe('a block or an unmatch during a call', () => {
  it.each(['block_member', 'unmatch_member'])('%s ends the call in progress for both', async (separation) => {
    const { caller, callee } = await pair();
    const call = await startCall(db, caller, callee.id);
    await answerCall(db, callee, call.id);
    await as(db, callee)(`select public.${separation}($1)`, [caller.id]);
    const [row] = (await db.query<{ status: string; ended_at: string | null }>('select status, ended_at from public.calls where id = $1', [call.id])).rows;
    expect(row.status).toBe('ended');
    expect(row.ended_at).not.toBeNull();
  });

  it('a ringing call is missed, and its channel is the pair’s alone', async () => {
    const { caller, callee } = await pair();
    const stranger = await createMember(db);
    const [a, b] = [caller.id, callee.id].sort();
    const topic = `conversation:${a}:${b}:call`;
    const mayJoin = async (member: TestUser) =>
      (await as(db, member)<{ ok: boolean }>('select private.may_use_conversation_channel($1) as ok', [topic])).rows[0].ok;
    expect([await mayJoin(caller), await mayJoin(callee), await mayJoin(stranger)]).toEqual([true, true, false]);
    const call = await startCall(db, caller, callee.id);
    await as(db, caller)('select public.block_member($1)', [callee.id]);
    expect((await callLog(db, caller, callee))[0]).toMatchObject({ id: call.id, status: 'missed' });
    expect(await mayJoin(callee)).toBe(false);
  });
});
