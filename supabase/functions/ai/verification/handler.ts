import { callerOf } from '../../_shared/auth-api.ts';
import type { EdgeEnv } from '../../_shared/edge-function.ts';
import { serviceDelete, serviceRpc, serviceRpcResponse } from '../../_shared/service-rest.ts';
import { VERIFICATION_SELFIE_BUCKET as SELFIE_BUCKET } from '../../_shared/rules/verification-rules.ts';
import { removeObjects, uploadObject } from '../../_shared/storage-api.ts';
import { refusal } from '../answers.ts';
import { comparePhotos } from './compare-photos.ts';
import { photoDataUrls } from './photo-data-urls.ts';
import { readVerificationRequest } from './request.ts';
import { readVisionSettings } from './vision-settings.ts';

/** What the SPA reads: where her verification stands after this call. */
export type VerificationAnswer = { status: 'verified' | 'declined' | 'pending'; note: string | null };

interface Requested {
  id: number;
  selfie_path: string;
  photo_urls: string[];
}

/**
 * POST /functions/v1/ai/photo-verification `{ pose, selfie }` (docs/ai.md, Photo verification): the
 * database records the request for her main photo (request_photo_verification: her plan, one at a
 * time, 3 a day), the selfie goes to the private bucket, and the vision model decides when one is
 * configured; otherwise, or when it gives no usable answer, the request waits for the operator
 * (`npm run verify:review`). After a decision the selfie is removed. Everything is written with the
 * service role, for the member whose JWT this is.
 */
export async function handlePhotoVerification(req: Request, env: EdgeEnv, timeoutMs: number): Promise<Response> {
  const caller = await callerOf(req, env);
  if (!caller) return refusal('notSignedIn');
  const body = await readVerificationRequest(req);
  if (!body) return refusal('badRequest');

  const res = await serviceRpcResponse(env, 'request_photo_verification', { member: caller.user.id, pose: body.pose });
  if (!res.ok) {
    const error = (await res.json().catch(() => ({}))) as { message?: string; hint?: string | null; details?: string | null };
    if (res.status >= 500) throw new Error(`request_photo_verification answered ${res.status}: ${error.message}`);
    const code = res.status === 402 ? 'plan_required' : res.status === 429 ? 'rate_limited' : 'refused';
    // The refusal the database named (`details`), for the SPA to say in her language (shared/api).
    const details = typeof error.details === 'string' ? { details: error.details } : {};
    return Response.json({ error: error.message ?? 'This request is not valid.', code, ...details }, { status: res.status });
  }
  const [requested] = (await res.json()) as Requested[];
  const selfie = Uint8Array.from(atob(body.selfie.slice(body.selfie.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  try {
    await uploadObject(env, SELFIE_BUCKET, requested.selfie_path, selfie, 'image/jpeg');
  } catch (error) {
    // A request without its selfie would block her next one (one waits at a time): it goes too.
    await serviceDelete(env, `photo_verifications?id=eq.${requested.id}`);
    throw error;
  }

  const settings = readVisionSettings(env.secrets);
  const photos = settings.enabled ? await photoDataUrls(requested.photo_urls) : [];
  const decision = photos.length > 0 ? await comparePhotos(settings, body.selfie, photos, body.pose, timeoutMs) : undefined;
  if (!decision) return Response.json({ status: 'pending', note: null } satisfies VerificationAnswer);

  const path = await serviceRpc<string | null>(env, 'decide_photo_verification', {
    request: requested.id,
    approved: decision.approved,
    decided_by: 'model',
    note: decision.note,
  });
  if (path) await removeObjects(env, SELFIE_BUCKET, [path]).catch((error: unknown) => console.error('ai: a decided selfie was not removed:', error));
  return Response.json({ status: decision.approved ? 'verified' : 'declined', note: decision.note } satisfies VerificationAnswer);
}
