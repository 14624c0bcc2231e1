import { http, HttpResponse } from 'msw';
import { mockDb } from '../db';
import { restUrl } from '../supabase-url';

/** The database functions the SPA calls through /rest/v1/rpc, computed from the mock tables. */
export const rpcHandlers = [
  http.post(restUrl('/rpc/is_username_available'), async ({ request }) => {
    const { username } = (await request.json()) as { username: string };
    const taken = mockDb.profiles.findFirst((profile) => profile.username.toLowerCase() === username.toLowerCase());
    return HttpResponse.json(!taken);
  }),
];
