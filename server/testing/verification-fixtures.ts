import type { Database } from '../db/types';
import { as, SERVICE, type TestUser } from './test-users';

/** What request_photo_verification answers: the request, where its selfie goes, the photos to compare. */
export interface VerificationRequest {
  id: string;
  selfie_path: string;
  photo_urls: string[];
}

/** The ai function's first step, with the service role: a pending request for her main photo. */
export const requestVerification = async (db: Database, member: TestUser, pose = 'thumbs_up') =>
  (await as(db, SERVICE)<VerificationRequest>('select * from public.request_photo_verification($1, $2)', [member.id, pose])).rows[0];

/** The decision, by the model or the operator, with the service role; answers the selfie's name. */
export const decideVerification = async (db: Database, request: string, approved: boolean, by = 'operator', note: string | null = null) =>
  (await as(db, SERVICE)<{ selfie: string | null }>('select public.decide_photo_verification($1, $2, $3, $4) as selfie', [request, approved, by, note]))
    .rows[0].selfie;

export interface MyVerification {
  status: 'none' | 'pending' | 'verified' | 'declined' | 'suspended';
  note: string | null;
}

export const myVerification = async (db: Database, member: TestUser) =>
  (await as(db, member)<MyVerification>('select status, note from public.get_my_verification()')).rows[0];

/** Requested and approved at once: the member carries the badge. */
export async function verify(db: Database, member: TestUser): Promise<void> {
  const request = await requestVerification(db, member);
  await decideVerification(db, request.id, true);
}
