import { http, HttpResponse } from 'msw';
import { mockDb, type MockUser } from '../db';
import { authError } from '../gotrue/auth-error';
import { userJson } from '../gotrue/session-json';
import { callerOf } from '../gotrue/sessions';
import { authUrl, restUrl, SUPABASE_URL } from '../supabase-url';

const functionUrl = (name: string) => `${SUPABASE_URL}/functions/v1/${name}`;

interface PasswordChangeBody {
  password?: string;
  current_password?: string;
}

/** export_my_data(), in the shape of its migration, from the mock tables: the caller's rows only. */
function exportOf(user: MockUser) {
  return {
    exported_at: new Date().toISOString(),
    account: { id: user.id, email: user.email, created_at: user.created_at, user_metadata: user.user_metadata },
    profile: mockDb.profiles.findFirst({ id: user.id }),
    photos: mockDb.photos.findMany({ user_id: user.id }).map(({ id, url, is_primary, position, created_at }) => ({ id, url, is_primary, position, created_at })),
    interests: { sent: [], received: [] },
    connection_requests: { sent: [], received: [] },
    messages: [],
    subscription: null,
    payment_customer: null,
  };
}

/** What the account actions of Settings call: GoTrue's secure password change, the export RPC, the delete-account function. */
export const accountHandlers = [
  // PUT /user with a new password: the mock has no sign-in times, so the current password is always required.
  http.put(authUrl('/user'), async ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return authError(403, 'session_not_found', 'Session not found');
    const { password, current_password: current } = (await request.json()) as PasswordChangeBody;
    if (password) {
      if (!current) return authError(400, 'current_password_required', 'Current password required when setting new password.');
      if (current !== caller.user.password) return authError(400, 'current_password_invalid', 'Current password required when setting new password.');
      if (password === caller.user.password) return authError(422, 'same_password', 'New password should be different from the old password.');
      mockDb.users.update({ id: caller.user.id }, { password });
    }
    return HttpResponse.json(userJson(mockDb.users.findFirst({ id: caller.user.id })!));
  }),
  http.post(restUrl('/rpc/export_my_data'), ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return HttpResponse.json({ code: '42501', details: null, hint: null, message: 'Sign in to download your data' }, { status: 403 });
    return HttpResponse.json(exportOf(caller.user));
  }),
  http.post(functionUrl('delete-account'), async ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return HttpResponse.json({ error: 'Sign in to delete your account' }, { status: 401 });
    const { confirm, password } = (await request.json()) as { confirm?: string; password?: string };
    if (confirm !== 'DELETE') return HttpResponse.json({ error: 'Type DELETE to confirm' }, { status: 400 });
    if (password !== caller.user.password) return HttpResponse.json({ error: 'Incorrect password' }, { status: 400 });
    const id = caller.user.id;
    mockDb.photos.delete({ user_id: id });
    mockDb.profiles.delete({ id });
    mockDb.sessions.delete({ user_id: id });
    mockDb.users.delete({ id });
    return HttpResponse.json({ deleted: true });
  }),
];
