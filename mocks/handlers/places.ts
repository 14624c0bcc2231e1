import { http, HttpResponse } from 'msw';
import { mockDb } from '../db';
import { callerOf } from '../gotrue/sessions';
import { restUrl } from '../supabase-url';

const searchKey = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** search_places(query, max_results): names starting with the query, accents ignored, biggest first; signed-in only. */
export const placeSearchHandlers = [
  http.post(restUrl('/rpc/search_places'), async ({ request }) => {
    if (!callerOf(request)) {
      return HttpResponse.json({ code: '42501', details: null, hint: null, message: 'permission denied for function search_places' }, { status: 401 });
    }
    const { query, max_results = 8 } = (await request.json()) as { query: string; max_results?: number };
    const prefix = searchKey(query.trim());
    const found = prefix
      ? mockDb.places
          .findMany((place) => searchKey(place.name).startsWith(prefix))
          .sort((a, b) => b.population - a.population || a.id - b.id)
          .slice(0, Math.min(Math.max(max_results, 1), 20))
      : [];
    return HttpResponse.json(found.map(({ id, label }) => ({ id, label })));
  }),
];

/** profiles_set_location: a chosen place_id writes the place's label into location (before the REST update runs). */
export const placeTriggerHandlers = [
  http.patch(restUrl('/profiles'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    const { place_id: placeId } = (await request.clone().json()) as { place_id?: number | null };
    const target = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
    const place = typeof placeId === 'number' ? mockDb.places.findFirst({ id: placeId }) : null;
    if (caller && place && target === caller.id) mockDb.profiles.update({ id: caller.id }, { location: place.label });
  }),
];

export const placeHandlers = [...placeSearchHandlers, ...placeTriggerHandlers];
