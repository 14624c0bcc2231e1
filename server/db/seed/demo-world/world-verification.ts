import type { Tx } from '../../types';

/**
 * Noah (Elite) is verified (docs/features.md, Verified badge): an operator approved a selfie of
 * his against his main photo nine days ago, and the selfie is gone, as after every decision. Only
 * with photos: the badge belongs to a main photo. Written as the seed's owner, as the server would.
 */
export async function verifyDemoMember(tx: Tx, memberId: string): Promise<void> {
  await tx.query(
    `insert into public.photo_verifications (member_id, pose, photo_url, status, decided_by, created_at, decided_at)
     select p.id, 'thumbs_up', p.photos[1], 'approved', 'operator', now() - interval '9 days', now() - interval '9 days'
       from public.profiles p
      where p.id = $1 and cardinality(p.photos) > 0`,
    [memberId],
  );
}
