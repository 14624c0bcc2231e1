import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, ownProfileSaves, photoRow, type ProfileRow } from '@mocks/fixtures';
import { restUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const ava: Partial<ProfileRow> = {
  username: 'ava_rose',
  first_name: 'Ava',
  last_name: 'Rose',
  full_name: 'Ava Rose',
  gender: 'female',
  birth_date: '1995-06-15',
};

/** Ava signed in on /home with the Edit Profile modal open. */
async function openFor(profile: Partial<ProfileRow> = ava, { photos = 0 } = {}) {
  const id = crypto.randomUUID();
  const photoRows = Array.from({ length: photos }, (_, i) => photoRow({ user_id: id, url: `https://cdn.test/${i}.jpg`, is_primary: i === 0, position: i }));
  const member = mockMember({ ...profile, id, photo_rows: photoRows });
  server.use(rest.rpc('get_discovery_feed', []));
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  await within(dialog).findByLabelText('First name');
  return { ...rendered, member, dialog: within(dialog) };
}

const section = (name: string) => screen.getByRole('button', { name });
const save = (user: Awaited<ReturnType<typeof openFor>>['user']) => user.click(screen.getByRole('button', { name: 'Save changes' }));

describe('Edit Profile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens one section at a time; clicking the open one collapses it', async () => {
    const { user } = await openFor();
    expect(section('Basic information')).toHaveAttribute('aria-expanded', 'true');
    await user.click(section('Interests'));
    expect(section('Interests')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Basic information')).toHaveAttribute('aria-expanded', 'false');
    await user.click(section('Relationship goals'));
    expect(section('Relationship goals')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Interests')).toHaveAttribute('aria-expanded', 'false');
    await user.click(section('Relationship goals'));
    for (const name of ['Basic information', 'Interests', 'Relationship goals', 'Photos']) {
      expect(section(name)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('shows the saved fields, the saved birth date fixed, and the interests hint', async () => {
    const { user, dialog } = await openFor({ ...ava, interests: ['Art'] });
    expect(dialog.getByLabelText('First name')).toHaveValue('Ava');
    expect(dialog.getByLabelText('Last name')).toHaveValue('Rose');
    expect(dialog.getByLabelText('Birth date')).toHaveValue('1995-06-15');
    // The database refuses a new one from the member: the form says so instead of failing on save.
    expect(dialog.getByLabelText('Birth date')).toHaveAttribute('readonly');
    expect(dialog.getByText('Your birth date is set: contact support to correct it')).toBeInTheDocument();
    await user.click(section('Interests'));
    expect(dialog.getByRole('button', { name: 'Art', pressed: true })).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { pressed: false })).toHaveLength(24);
    expect(dialog.getByText('Please select at least 3 interests')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Travel' }));
    await user.click(dialog.getByRole('button', { name: 'Music' }));
    expect(dialog.queryByText('Please select at least 3 interests')).not.toBeInTheDocument();
  });

  const fuller = { ...ava, bio: 'Painter.', location: 'Lisbon, Portugal' };

  it.each([
    ['red under 50', { first_name: 'Ava' }, 13, 'colorError'],
    ['yellow under 80', fuller, 63, 'colorWarning'],
    ['green from 80', { ...fuller, relationship_goals: ['Marriage'], interests: ['Art', 'Hiking', 'Coffee'] }, 88, 'colorSuccess'],
  ])('shows completeness %s', async (_case, profile, percent, colour) => {
    await openFor(profile);
    const meter = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(meter).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
    expect(meter).toHaveClass(`MuiLinearProgress-${colour}`);
    expect(screen.queryByText('Your profile is complete!')).not.toBeInTheDocument();
  });

  it('follows the form as it changes, and says when the profile is complete', async () => {
    const { user, dialog } = await openFor({ ...fuller, relationship_goals: ['Marriage'] }, { photos: 1 });
    const meter = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(meter).toHaveAttribute('aria-valuenow', '88');
    await user.click(section('Interests'));
    for (const interest of ['Art', 'Hiking', 'Coffee']) await user.click(dialog.getByRole('button', { name: interest }));
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveClass('MuiLinearProgress-colorSuccess');
    expect(screen.getByText('Your profile is complete!')).toBeInTheDocument();
  });

  it('saves the edited fields, says so and closes', async () => {
    const { user, dialog, member } = await openFor();
    const saved: Record<string, unknown>[] = [];
    server.use(ownProfileSaves(member, saved));
    await user.click(dialog.getByLabelText('Bio'));
    await user.paste('Painter and hiker.');
    await user.click(section('Relationship goals'));
    await user.click(dialog.getByRole('checkbox', { name: 'Marriage' }));
    await save(user);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Edit Profile' }));
    // Only the edited columns: the first name is left as saved.
    expect(saved).toEqual([{ bio: 'Painter and hiker.', relationship_goals: ['Marriage'] }]);
  });

  it("says 'Error updating profile' when the save fails, and keeps the edit", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/profiles'), () => problem(500, 'XX000', 'boom')));
    const { user, dialog } = await openFor();
    await user.click(dialog.getByLabelText('Bio'));
    await user.paste('Painter.');
    await save(user);
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(dialog.getByLabelText('Bio')).toHaveValue('Painter.');
  });

  it('asks a member without a birth date (a Google sign-up) for one, with the 18+ hint', async () => {
    const { dialog } = await openFor({ ...ava, birth_date: null });
    expect(dialog.getByLabelText('Birth date')).not.toHaveAttribute('readonly');
    expect(dialog.getByText('You must be at least 18 years old to use this service.')).toBeInTheDocument();
  });

  it('checks names and the birth date by the registration rules before sending anything', async () => {
    const { user, dialog } = await openFor({ ...ava, birth_date: null });
    const requests = recordRequests();
    fireEvent.change(dialog.getByLabelText('Birth date'), { target: { value: '2015-01-01' } });
    // At once, as at registration.
    expect(dialog.getByLabelText('Birth date')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dialog.getByLabelText('First name'));
    await user.type(dialog.getByLabelText('First name'), 'A');
    await save(user);
    expect(await screen.findByText('First name must be at least 2 characters', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(dialog.getByText('First name must be at least 2 characters', { selector: 'p' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
  });

  it('keeps unsaved edits when closed and reopened, until discarded', async () => {
    const { user, dialog, store } = await openFor();
    await user.click(dialog.getByLabelText('Bio'));
    await user.paste('Half-written bio');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Keep your changes?' })).getByRole('button', { name: 'Keep draft' }));
    // Hidden from the accessibility tree while asked: found with `hidden` until it is gone.
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Edit Profile', hidden: true }));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
    expect(await reopened.findByLabelText('Bio')).toHaveValue('Half-written bio');

    await user.click(reopened.getByRole('button', { name: 'Discard changes' }));
    expect(reopened.getByLabelText('Bio')).toHaveValue('');
    expect(reopened.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    expect(store.getState()).toMatchObject({ editProfile: { drafts: {} } });
  });

  describe('closing with unsaved changes', () => {
    const keepChanges = () => screen.findByRole('dialog', { name: 'Keep your changes?' });
    // Hidden from the accessibility tree while asked: found with `hidden` until it is gone.
    const editProfileClosed = () => waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Edit Profile', hidden: true }));
    async function editBio(text = 'Half-written bio') {
      const opened = await openFor();
      await opened.user.click(opened.dialog.getByLabelText('Bio'));
      await opened.user.paste(text);
      return opened;
    }

    it.each([
      ['the close button', (user: Awaited<ReturnType<typeof openFor>>['user']) => user.click(screen.getByRole('button', { name: 'Close' }))],
      ['Escape', (user: Awaited<ReturnType<typeof openFor>>['user']) => user.keyboard('{Escape}')],
    ])('closes at once by %s when nothing changed, or a change was put back', async (_how, closeBy) => {
      const { user, dialog, store } = await openFor();
      await user.click(dialog.getByLabelText('Bio'));
      await user.paste('x');
      await user.keyboard('{Backspace}');
      await closeBy(user);
      await editProfileClosed();
      expect(screen.queryByRole('dialog', { name: 'Keep your changes?' })).not.toBeInTheDocument();
      // The draft that changed nothing went with it.
      expect(store.getState()).toMatchObject({ editProfile: { drafts: {} } });
    });

    it('asks first, Keep editing focused: it and Escape go back to the form as it was', async () => {
      const { user, dialog } = await editBio();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      const asked = await keepChanges();
      expect(asked).toHaveAccessibleDescription(
        'You have changes you have not saved. Keep them as a draft for the next time you open Edit Profile, or discard them.',
      );
      expect(within(asked).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      expect(within(asked).getAllByRole('button').map((button) => button.textContent)).toEqual(['Discard changes', 'Keep draft', 'Keep editing']);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keep your changes?' })).not.toBeInTheDocument());

      await user.keyboard('{Escape}');
      await keepChanges();
      // Escape answers the question only: Edit Profile stays.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keep your changes?' })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
      expect(dialog.getByLabelText('Bio')).toHaveValue('Half-written bio');
    });

    it('discards the draft and closes: the saved profile shows next time', async () => {
      const { user, store } = await editBio();
      const requests = recordRequests();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(within(await keepChanges()).getByRole('button', { name: 'Discard changes' }));
      await editProfileClosed();
      expect(store.getState()).toMatchObject({ editProfile: { drafts: {} } });
      expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
      const reopened = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
      expect(await reopened.findByLabelText('Bio')).toHaveValue('');
    });
  });
});
