import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { userMetadataUpdates } from '@mocks/auth/user-metadata-updates';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { latestAdultBirthDate, toIsoDate } from '@/shared/lib';

/**
 * A Google sign-up: a name perhaps, no birth date, so the database says her basics are missing; not
 * through the walk-through yet.
 */
const googleMember = () =>
  mockMember({ first_name: 'Avery', last_name: 'Johnson', birth_date: null, basics_complete: false }, { user_metadata: {} });

describe('completing the basics', () => {
  // /home asks for its feed beside her profile (use-page-data-early), before the guard sends her on.
  beforeEach(() => server.use(rest.rpc('get_discovery_feed', [])));

  it('is asked before any member page: /home sends her to the step', async () => {
    await renderAppAs(googleMember(), '/home');
    expect(await screen.findByRole('heading', { name: 'Before you meet anyone' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Avery');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('checks the name and the 18 years before sending anything', async () => {
    const { user } = await renderAppAs(googleMember(), '/home');
    await screen.findByRole('heading', { name: 'Before you meet anyone' });
    const requests = recordRequests();
    const tooYoung = new Date(latestAdultBirthDate());
    tooYoung.setDate(tooYoung.getDate() + 1);
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: toIsoDate(tooYoung) } });
    // One wording for the 18 years, the field's own hint (SPEC §5): the same words become the error.
    expect(screen.getByLabelText(/Birth date/)).toHaveAccessibleDescription('You must be at least 18 years old to use this service.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/Birth date/)).toBeInvalid());
    expect(screen.getByLabelText(/Birth date/)).toHaveAccessibleDescription('You must be at least 18 years old to use this service.');
    expect(screen.queryByText(/years old to register/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name must be at least 2 characters', { selector: 'p' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
  });

  it('prefills the first name Google gave when her profile has none', async () => {
    await renderAppAs(mockMember({ first_name: null, birth_date: null, basics_complete: false }, { user_metadata: { full_name: 'Avery Johnson', name: 'Avery Johnson' } }), '/home');
    expect(await screen.findByRole('heading', { name: 'Before you meet anyone' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Avery');
  });

  it('has a header with Log out: she may leave before she is through', async () => {
    const { user } = await renderAppAs(googleMember(), '/home');
    await screen.findByRole('heading', { name: 'Before you meet anyone' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
  });

  it('is asked even of a member who has been through the walk-through before', async () => {
    await renderAppAs(mockMember({ birth_date: null, basics_complete: false }, { user_metadata: { onboarding: 'done' } }), '/home');
    expect(await screen.findByRole('heading', { name: 'Before you meet anyone' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Name and birth date');
  });

  it('saves them, walks her on to her city, and then where she was going', async () => {
    const member = googleMember();
    const saved: object[] = [];
    // Stands in for the database, which derives basics_complete from what is saved
    // (server/db/rls/adults-only.test.ts): her row then reads as complete.
    server.use(
      rest.update('profiles', (changes) => {
        saved.push(changes);
        Object.assign(member.profile, changes, { basics_complete: true });
        return [member.profile];
      }),
    );
    const { user } = await renderAppAs(member, '/settings');
    await screen.findByRole('heading', { name: 'Before you meet anyone' });
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: '1994-03-08' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to Ascend!')).toBeInTheDocument();
    expect(saved).toEqual([{ first_name: 'Avery', birth_date: '1994-03-08' }]);
    expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where do you live?' })).toHaveFocus();
    server.use(userMetadataUpdates());
    for (const _step of ['city', 'photo', 'interests']) await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });

  it('sends a member who has her basics and has been through the walk-through, home', async () => {
    await renderAppAs(mockMember({ first_name: 'Ava', birth_date: '1995-06-15' }, { user_metadata: { onboarding: 'done' } }), '/complete-profile');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before you meet anyone' })).not.toBeInTheDocument();
  });
});
