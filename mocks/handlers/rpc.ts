import { http, HttpResponse } from 'msw';
import { mockDb } from '../db';
import { callerOf } from '../gotrue/sessions';
import { restUrl } from '../supabase-url';

/** The database functions the SPA calls through /rest/v1/rpc, computed from the mock tables. */
export const rpcHandlers = [
  http.post(restUrl('/rpc/is_username_available'), async ({ request }) => {
    const { username } = (await request.json()) as { username: string };
    const taken = mockDb.profiles.findFirst((profile) => profile.username.toLowerCase() === username.toLowerCase());
    return HttpResponse.json(!taken);
  }),
  // The mock marks a passed interest 'rejected' on its one row: web tests see the receiver's side
  // only. Keeping the pass from the sender is the database's (server/rest/interest-passes.contract.test.ts).
  http.post(restUrl('/rpc/pass_interest'), async ({ request }) => {
    const { interest_id: id } = (await request.json()) as { interest_id: string };
    const me = callerOf(request)?.user.id;
    const passed = mockDb.interests.update((row) => row.id === id && row.receiver_id === me && row.status === 'pending', { status: 'rejected' });
    return HttpResponse.json(passed.length === 1);
  }),
];
