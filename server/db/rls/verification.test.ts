import { createMember, feedPage, saveFilters } from '../../testing/discovery-members';
import { subscribe } from '../../testing/event-fixtures';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { ANON, as, makeMatch, SERVICE, type TestUser } from '../../testing/test-users';
import { decideVerification, myVerification, requestVerification, verify } from '../../testing/verification-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../types';
import { VERIFICATION_POSES } from '../../../supabase/functions/_shared/rules/verification-rules';

// Photo verification (supabase/schemas/verification; docs/features.md, Verified badge): who may ask,
// the state written only by the server, the selfies' private bucket, the badge that follows the main
// photo, and the 'Only verified members' filter. This file changes the catalogue, so it has a
// database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const elite = async () => {
  const member = await createMember(db);
  await subscribe(db, member, 'elite');
  return member;
};

const badge = async (viewer: TestUser, member: TestUser) =>
  (await as(db, viewer)<{ verified: boolean }>('select verified from public.public_profiles where id = $1', [member.id])).rows[0]?.verified;

describe('who may ask', () => {
  it('queues a pending request for her main photo on a plan with verification, and names the selfie in her folder', async () => {
    const member = await elite();
    const { rows } = await as(db, member)<{ photos: string[] }>('select photos from public.profiles where id = $1', [member.id]);
    const request = await requestVerification(db, member, 'peace_sign');
    expect(request.selfie_path).toBe(`${member.id}/${request.id}.jpg`);
    expect(request.photo_urls).toEqual(rows[0].photos);
    expect(await myVerification(db, member)).toEqual({ status: 'pending', note: null });
  });

  it('refuses the plans without verification with 402 naming the plans, and follows the catalogue', async () => {
    for (const tier of ['free', 'basic', 'premium']) {
      const member = await createMember(db);
      if (tier !== 'free') await subscribe(db, member, tier);
      await expect(requestVerification(db, member)).rejects.toMatchObject({
        code: 'PT402',
        hint: 'upgrade',
        message: 'Verification comes with Elite. Upgrade your plan to get verified.',
      });
    }
    const premium = await createMember(db);
    await subscribe(db, premium, 'premium');
    await db.query(`update public.plans set entitlements = entitlements || array['verification'] where tier = 'premium'`);
    try {
      await expect(requestVerification(db, premium)).resolves.toMatchObject({ selfie_path: expect.any(String) });
    } finally {
      await db.query(`update public.plans set entitlements = array_remove(entitlements, 'verification') where tier = 'premium'`);
    }
  });

  it('refuses without a main photo, while one waits, when already verified, and past 3 a day', async () => {
    const photoless = await createMember(db, { photo: false });
    await subscribe(db, photoless, 'elite');
    await expect(requestVerification(db, photoless)).rejects.toMatchObject({ code: 'PT422' });

    const member = await elite();
    const first = await requestVerification(db, member);
    await expect(requestVerification(db, member)).rejects.toMatchObject({ code: 'PT409', message: 'Your verification is already waiting for a decision.' });
    await decideVerification(db, first.id, true);
    await expect(requestVerification(db, member)).rejects.toMatchObject({ code: 'PT409', message: 'Your main photo is already verified.' });

    const persistent = await elite();
    for (let i = 0; i < 3; i++) await decideVerification(db, (await requestVerification(db, persistent)).id, false);
    await expect(requestVerification(db, persistent)).rejects.toMatchObject({ code: 'PT429' });
  });

  it('takes every pose the SPA draws and the function accepts (@rules/verification-rules)', async () => {
    for (const pose of VERIFICATION_POSES) {
      const member = await elite();
      await expect(requestVerification(db, member, pose)).resolves.toMatchObject({ selfie_path: expect.any(String) });
    }
  });

  it('refuses an unknown pose before any work', async () => {
    const member = await elite();
    await expect(requestVerification(db, member, 'x'.repeat(41))).rejects.toMatchObject({ code: '22001' });
    await expect(requestVerification(db, member, 'cartwheel')).rejects.toMatchObject({ code: '23514' });
  });
});

describe('written only by the server', () => {
  it('gives members neither the request nor the decision functions', async () => {
    const member = await elite();
    const request = await requestVerification(db, member);
    for (const who of [member, ANON]) {
      await expect(as(db, who)('select * from public.request_photo_verification($1, $2)', [member.id, 'thumbs_up'])).rejects.toMatchObject({ code: '42501' });
      await expect(as(db, who)('select public.decide_photo_verification($1, true, $2)', [request.id, 'operator'])).rejects.toMatchObject({ code: '42501' });
      await expect(as(db, who)('select * from public.get_pending_photo_verifications()')).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('lets a member read her own requests but never write one, nor anyone read another\'s', async () => {
    const member = await elite();
    const other = await elite();
    const request = await requestVerification(db, member);
    const mine = as(db, member);
    expect((await mine('select id from public.photo_verifications')).rows).toEqual([{ id: request.id }]);
    expect((await as(db, other)('select id from public.photo_verifications')).rows).toEqual([]);
    await expect(mine(`update public.photo_verifications set status = 'approved' where id = $1`, [request.id])).rejects.toMatchObject({ code: '42501' });
    await expect(
      mine(`insert into public.photo_verifications (member_id, pose, photo_url, status, decided_at, decided_by)
            values ($1, 'thumbs_up', 'x', 'approved', now(), 'operator')`, [member.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(mine('delete from public.photo_verifications where id = $1', [request.id])).rejects.toMatchObject({ code: '42501' });
    expect(await myVerification(db, member)).toMatchObject({ status: 'pending' });
  });

  it('decides once: the selfie name comes back for removal and is forgotten', async () => {
    const member = await elite();
    const request = await requestVerification(db, member);
    expect(await decideVerification(db, request.id, false, 'model', 'The selfie does not show the pose.')).toBe(request.selfie_path);
    await expect(decideVerification(db, request.id, true)).rejects.toMatchObject({ code: 'PT409' });
    await expect(decideVerification(db, '999999', true)).rejects.toMatchObject({ code: 'PT404' });
    await expect(decideVerification(db, request.id, true, 'a'.repeat(21))).rejects.toMatchObject({ code: '22001' });
    const { rows } = await as(db, SERVICE)<{ selfie_path: string | null }>('select selfie_path from public.photo_verifications where id = $1', [request.id]);
    expect(rows[0].selfie_path).toBeNull();
    expect(await myVerification(db, member)).toEqual({ status: 'declined', note: 'The selfie does not show the pose.' });
  });

  it('lists the pending requests for the operator, oldest first', async () => {
    const member = await elite();
    const request = await requestVerification(db, member, 'point_up');
    const { rows } = await as(db, SERVICE)<{ id: string; pose: string }>('select id, pose from public.get_pending_photo_verifications(200)');
    expect(rows).toContainEqual({ id: request.id, pose: 'point_up' });
  });
});

describe('the selfies bucket', () => {
  it('is private, and no member may list, read, upload or remove a selfie', async () => {
    const member = await elite();
    const request = await requestVerification(db, member);
    await as(db, SERVICE)(
      `insert into storage.objects (bucket_id, name, owner, metadata) values ('verification-selfies', $1, $2, '{"size": 10}')`,
      [request.selfie_path, member.id],
    );
    const { rows: bucket } = await db.query<{ public: boolean }>(`select public from storage.buckets where id = 'verification-selfies'`);
    expect(bucket).toEqual([{ public: false }]);
    const mine = as(db, member);
    expect((await mine(`select name from storage.objects where bucket_id = 'verification-selfies'`)).rows).toEqual([]);
    await expect(
      mine(`insert into storage.objects (bucket_id, name, owner) values ('verification-selfies', $1, $2)`, [`${member.id}/mine.jpg`, member.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await mine(`delete from storage.objects where bucket_id = 'verification-selfies'`);
    const { rows } = await as(db, SERVICE)<{ name: string }>(`select name from storage.objects where bucket_id = 'verification-selfies' and name = $1`, [request.selfie_path]);
    expect(rows).toHaveLength(1);
  });
});

describe('the badge', () => {
  it('shows on her public profile, her card in the feed and the relationship once approved', async () => {
    const member = await elite();
    const viewer = await createMember(db, { gender: 'male' });
    expect(await badge(viewer, member)).toBe(false);
    await verify(db, member);
    expect(await badge(viewer, member)).toBe(true);
    expect(await badge(member, member)).toBe(true);
    expect((await feedPage(db, viewer, null, 50)).find((r) => r.id === member.id)).toMatchObject({ verified: true });
    await makeMatch(db, viewer, member);
    const { rows } = await as(db, viewer)<{ verified: boolean }>('select verified from public.get_relationship($1)', [member.id]);
    expect(rows).toEqual([{ verified: true }]);
    expect(await myVerification(db, member)).toEqual({ status: 'verified', note: null });
  });

  it('is suspended when her main photo changes, and comes back only when the new photo passes', async () => {
    const member = await elite();
    const viewer = await createMember(db);
    await verify(db, member);
    const [url] = await uploadedPhotoUrls(db, member.id);
    const { rows } = await as(db, member)<{ id: string }>('insert into public.photos (user_id, url) values ($1, $2) returning id', [member.id, url]);
    await as(db, member)('update public.photos set is_primary = true where id = $1', [rows[0].id]);
    expect(await badge(viewer, member)).toBe(false);
    expect(await myVerification(db, member)).toMatchObject({ status: 'suspended' });

    const recheck = await requestVerification(db, member);
    expect(recheck.photo_urls[0]).toBe(url);
    await decideVerification(db, recheck.id, false);
    expect(await badge(viewer, member)).toBe(false);
    await decideVerification(db, (await requestVerification(db, member)).id, true);
    expect(await badge(viewer, member)).toBe(true);
  });
});

describe("'Only verified members'", () => {
  it('narrows the feed to verified members on a plan with all filters, and is refused on the others', async () => {
    const caller = await createMember(db, { gender: 'male' });
    await subscribe(db, caller, 'premium');
    const verified = await elite();
    await verify(db, verified);
    const plain = await elite();
    await saveFilters(db, caller, { preferred_verified_only: true });
    const ids = (await feedPage(db, caller, null, 50)).map((r) => r.id);
    expect(ids).toContain(verified.id);
    expect(ids).not.toContain(plain.id);

    const free = await createMember(db, { gender: 'male' });
    await expect(saveFilters(db, free, { preferred_verified_only: true })).rejects.toMatchObject({ code: 'PT402' });
  });

  it('is set aside, unused, when her plan no longer includes all filters', async () => {
    const caller = await createMember(db, { gender: 'male', profile: { preferred_verified_only: true } });
    const plain = await elite();
    expect((await feedPage(db, caller, null, 50)).map((r) => r.id)).toContain(plain.id);
  });
});
