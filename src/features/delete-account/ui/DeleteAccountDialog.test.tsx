import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { userJson } from '@mocks/auth/session-json';
import { mockMember, type MockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { selectSessionUser } from '@/entities/session';

/** Settings as the member opens it, with the delete dialog open. */
async function openDialogAs(member: MockMember) {
  const view = await renderAppAs(member, '/settings');
  await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

/** The auth service describes the member as signing in with Google only. */
function googleOnly(member: MockMember) {
  const user = userJson(member);
  server.use(http.get(authUrl('/user'), () => HttpResponse.json({ ...user, app_metadata: { provider: 'google', providers: ['google'] } })));
}

/** The delete-account function's answer; the bodies sent to it are recorded. */
function answerDeletion(status: number, body: Record<string, unknown>) {
  const sent: unknown[] = [];
  server.use(
    rest.fn('delete-account', (sentBody) => {
      sent.push(sentBody);
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

type User = Awaited<ReturnType<typeof openDialogAs>>['user'];

async function type(user: User, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

// The function's checks and what deleting removes are its own (server/functions/delete-account*.contract.test.ts,
// DeleteAccountDialog.integration.test.tsx): here it answers as each test states.
describe('delete my account', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("keeps the button disabled until 'DELETE' is typed and the password given", async () => {
    const ava = mockMember();
    const { user, dialog } = await openDialogAs(ava);
    const requests = recordRequests();
    const button = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(button).toBeDisabled();
    await type(user, /Type DELETE to confirm/, 'delete');
    await type(user, /^Password/, ava.password);
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText(/Type DELETE to confirm/));
    await type(user, /Type DELETE to confirm/, 'DELETE');
    expect(button).toBeEnabled();
    expect(requests).not.toContain('POST /functions/v1/delete-account');
  });

  it('asks no password of an account that signs in with Google only', async () => {
    const ava = mockMember();
    googleOnly(ava);
    const { user, dialog } = await openDialogAs(ava);
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument());
    await type(user, /Type DELETE to confirm/, 'DELETE');
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it("shows the function's message for a wrong password and deletes nothing", async () => {
    const sent = answerDeletion(400, { error: 'Incorrect password' });
    const { user, store, dialog } = await openDialogAs(mockMember());
    await type(user, /Type DELETE to confirm/, 'DELETE');
    await type(user, /^Password/, 'Wrong-password1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(sent).toEqual([{ confirm: 'DELETE', password: 'Wrong-password1' }]);
    // Still signed in: nothing was deleted, so nothing was ended.
    expect(selectSessionUser(store.getState())).not.toBeNull();
  });

  it('deletes the account, signs out, says so and lands on the landing page', async () => {
    const ava = mockMember();
    const sent = answerDeletion(200, { deleted: true });
    const { user, store, dialog } = await openDialogAs(ava);
    await type(user, /Type DELETE to confirm/, 'DELETE');
    await type(user, /^Password/, ava.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(sent).toEqual([{ confirm: 'DELETE', password: ava.password }]);
    expect(screen.queryByText('Signed out successfully')).not.toBeInTheDocument();
  });
});
