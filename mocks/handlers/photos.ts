import { http, HttpResponse } from 'msw';
import { MAX_PHOTOS } from '@/shared/config';
import { mockDb } from '../db';
import { callerOf } from '../gotrue/sessions';
import { restUrl } from '../supabase-url';

const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status });

/**
 * The rules the photos triggers add to plain PostgREST writes. Each answers only when the database
 * would refuse; otherwise it falls through to the table's REST handler (mocks/handlers/rest.ts).
 */
export const photoHandlers = [
  http.post(restUrl('/photos'), ({ request }) => {
    const caller = callerOf(request)?.user;
    if (caller && mockDb.photos.findMany({ user_id: caller.id }).length >= MAX_PHOTOS) {
      return problem(400, '23514', `A profile can have at most ${MAX_PHOTOS} photos`);
    }
  }),
  // Setting a photo primary clears the flag on the member's others, in the same statement.
  http.patch(restUrl('/photos'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    const target = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
    const patch = (await request.clone().json()) as { is_primary?: boolean };
    if (!caller || patch.is_primary !== true || !mockDb.photos.findFirst({ id: target, user_id: caller.id })) return;
    mockDb.photos.update((photo) => photo.user_id === caller.id && photo.id !== target, { is_primary: false });
  }),
  // reorder_photos(photo_ids): each of the caller's photos exactly once, in the new order.
  http.post(restUrl('/rpc/reorder_photos'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return problem(401, '42501', 'Sign in to reorder photos');
    const { photo_ids: ids } = (await request.json()) as { photo_ids: string[] };
    const own = mockDb.photos.findMany({ user_id: caller.id }).map((photo) => photo.id);
    if (ids.length !== own.length || new Set(ids).size !== ids.length || !ids.every((id) => own.includes(id))) {
      return problem(400, '22023', 'photo_ids must list each of your photos exactly once');
    }
    ids.forEach((id, position) => mockDb.photos.update({ id }, { position }));
    return new HttpResponse(null, { status: 204 });
  }),
];
