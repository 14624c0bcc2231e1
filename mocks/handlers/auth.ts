import { http, HttpResponse } from 'msw';
import { AVA, sessionJson } from '../auth-fixtures';
import { authUrl } from '../supabase-url';

/** GoTrue answers as the auth service gives them with a fresh account (autoconfirm). */
export const authHandlers = [
  http.post(authUrl('/token'), async ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('grant_type') === 'password') return HttpResponse.json(sessionJson(AVA));
    return HttpResponse.json({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token' }, { status: 400 });
  }),
  http.post(authUrl('/signup'), async ({ request }) => {
    const body = (await request.json()) as { email: string; data?: Record<string, unknown> };
    return HttpResponse.json(sessionJson({ id: AVA.id, email: body.email }, body.data));
  }),
  http.get(authUrl('/user'), () =>
    HttpResponse.json({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' }, { status: 401 }),
  ),
  http.post(authUrl('/logout'), () => new HttpResponse(null, { status: 204 })),
];
