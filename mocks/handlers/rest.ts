import { http, HttpResponse } from 'msw';
import { restUrl } from '../supabase-url';

/** PostgREST answers for the calls the sign-in flows make. */
export const restHandlers = [
  http.post(restUrl('/rpc/is_username_available'), () => HttpResponse.json(true)),
  // The database creates the profile with the account, so the client finds it.
  http.get(restUrl('/profiles'), () => HttpResponse.json({ id: 'found' })),
  http.post(restUrl('/profiles'), () => new HttpResponse(null, { status: 201 })),
];
