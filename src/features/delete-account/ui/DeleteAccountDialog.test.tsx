import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb, type MockUser } from '@mocks/db';
import { userJson } from '@mocks/gotrue/session-json';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';
import { selectSessionUser } from '@/entities/session';

/** Settings as the member opens it, with the delete dialog open. */
async function openDialogAs(member: { email: string; password: string }) {
  const view = await renderAppAs(member, '/settings');
  await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

/** The auth service describes the member as signing in with Google only. */
function googleOnly(member: MockUser) {
  const user = userJson(member);
  server.use(http.get(authUrl('/user'), () => HttpResponse.json({ ...user, app_metadata: { provider: 'google', providers: ['google'] } })));
}

type User = Awaited<ReturnType<typeof openDialogAs>>['user'];

async function type(user: User, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

describe('delete my account', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("keeps the button disabled until 'DELETE' is typed and the password given", async () => {
    const { user: ava } = seedMember();
    const { user, dialog } = await openDialogAs(ava);
    const button = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(button).toBeDisabled();
    await type(user, /Type DELETE to confirm/, 'delete');
    await type(user, /^Password/, ava.password);
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText(/Type DELETE to confirm/));
    await type(user, /Type DELETE to confirm/, 'DELETE');
    expect(button).toBeEnabled();
    expect(mockDb.users.findFirst({ id: ava.id })).not.toBeNull();
  });

  it('asks no password of an account that signs in with Google only', async () => {
    const { user: ava } = seedMember();
    googleOnly(ava);
    const { user, dialog } = await openDialogAs(ava);
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument());
    await type(user, /Type DELETE to confirm/, 'DELETE');
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it("shows the function's message for a wrong password and deletes nothing", async () => {
    const { user: ava } = seedMember();
    const { user, dialog } = await openDialogAs(ava);
    await type(user, /Type DELETE to confirm/, 'DELETE');
    await type(user, /^Password/, 'Wrong-password1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(mockDb.users.findFirst({ id: ava.id })).not.toBeNull();
  });

  it('deletes the account, signs out, says so and lands on the landing page', async () => {
    const { user: ava } = seedMember();
    const { user, store, dialog } = await openDialogAs(ava);
    await type(user, /Type DELETE to confirm/, 'DELETE');
    await type(user, /^Password/, ava.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(mockDb.users.findFirst({ id: ava.id })).toBeNull();
    expect(mockDb.profiles.findFirst({ id: ava.id })).toBeNull();
    expect(screen.queryByText('Signed out successfully')).not.toBeInTheDocument();
  });
});
