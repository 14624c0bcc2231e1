import { http, HttpResponse } from 'msw';
import { authUrl } from '../supabase-url';

/** A signed-out visitor: no stored session, and the auth service answers like GoTrue. */
export const authHandlers = [
  http.get(authUrl('/user'), () =>
    HttpResponse.json({ code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a Bearer token' }, { status: 401 }),
  ),
  http.post(authUrl('/logout'), () => new HttpResponse(null, { status: 204 })),
];
