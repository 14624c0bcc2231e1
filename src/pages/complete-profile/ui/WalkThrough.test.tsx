import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { userMetadataUpdates } from '@mocks/auth/user-metadata-updates';
import { mockMember, ownProfileSaves, photoBucket, photoRow, type ProfileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// jsdom has no canvas: the re-encoding is the library's job (see PhotoManager.test.tsx).
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async (file: File) => new Blob([`re-encoded ${file.name}`], { type: 'image/jpeg' })),
}));

const lisbon = { id: 2267057, label: 'Lisbon, Portugal' };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const currentStep = () => screen.getByRole('listitem', { current: 'step' });
const button = (name: string) => screen.getByRole('button', { name });

/**
 * A member who registered with the form (name and birth date given, nothing else), not through the
 * walk-through yet, signed in at `route`. Her saves land on her row; the metadata she is given is kept.
 */
async function newMemberAt(route = '/home', profile: Partial<ProfileRow> = {}) {
  const member = mockMember({ first_name: 'Jamie', birth_date: '1994-03-08', ...profile }, { user_metadata: {} });
  const saved: Record<string, unknown>[] = [];
  const metadata: Record<string, unknown>[] = [];
  server.use(rest.rpc('get_discovery_feed', []), ownProfileSaves(member, saved), userMetadataUpdates(metadata));
  const rendered = await renderAppAs(member, route);
  return { ...rendered, member, saved, metadata };
}

describe("a new member's walk-through", () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts at her city when she registered with her name and birth date, the basics shown done', async () => {
    await newMemberAt();
    expect(await heading('Where do you live?')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Your first steps' })).getAllByRole('listitem');
    // The basics done (a check, not its number); the rest numbered, each optional.
    expect(steps.map((step) => step.textContent)).toEqual(['Name and birth date', '2CityOptional', '3PhotoOptional', '4InterestsOptional']);
    expect(currentStep()).toHaveTextContent('City');
    expect(steps[0].querySelector('.Mui-completed')).not.toBeNull();
    // Back to the basics would offer nothing; Continue waits for a city.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(button('Continue')).toBeDisabled();
  });

  it('saves the chosen city and goes on to the photo', async () => {
    server.use(rest.rpc('search_places', [lisbon]));
    const { user, saved } = await newMemberAt();
    await user.click(await screen.findByRole('combobox', { name: 'City' }));
    await user.paste('Lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    await user.click(button('Continue'));
    expect(await heading('Add a photo')).toBeInTheDocument();
    expect(saved).toEqual([{ place_id: lisbon.id }]);
    expect(currentStep()).toHaveTextContent('Photo');
  });

  it("keeps her on the step with 'Error updating profile' when the city is not saved", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(rest.rpc('search_places', [lisbon]));
    const { user } = await newMemberAt();
    server.use(http.patch(restUrl('/profiles'), () => problem(500, 'XX000', 'boom')));
    await user.click(await screen.findByRole('combobox', { name: 'City' }));
    await user.paste('Lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    await user.click(button('Continue'));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeInTheDocument();
  });

  it('uploads one photo with Edit Profile’s upload, then goes on to the interests', async () => {
    const { user, member } = await newMemberAt('/home', { location: 'Lisbon, Portugal', place_id: lisbon.id });
    const bucket = photoBucket();
    server.use(
      ...bucket.handlers,
      rest.insert('photos', (rows) => {
        const [sent] = rows as { url: string }[];
        // The database makes a member's first photo primary (server/db/rls/photos.test.ts).
        member.profile.photo_rows.push(photoRow({ user_id: member.id, url: sent.url, is_primary: true }));
        return rows;
      }),
    );
    expect(await heading('Add a photo')).toBeInTheDocument();
    expect(button('Continue')).toBeDisabled();
    fireEvent.change(await screen.findByLabelText('Upload photo'), { target: { files: [new File([new Uint8Array(100)], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Primary photo' })).toBeInTheDocument();
    expect(bucket.uploads).toHaveLength(1);
    await user.click(button('Continue'));
    expect(await heading('What do you enjoy?')).toBeInTheDocument();
  });

  it('saves three interests, remembers she is through, and takes her where she was going', async () => {
    const { user, saved, metadata } = await newMemberAt('/messages', {
      location: 'Lisbon, Portugal',
      photo_rows: [photoRow({ user_id: 'me', is_primary: true })],
    });
    expect(await heading('What do you enjoy?')).toBeInTheDocument();
    expect(screen.getByText('Please select at least 3 interests')).toBeInTheDocument();
    for (const interest of ['Hiking', 'Coffee', 'Art']) await user.click(button(interest));
    await user.click(button('Finish'));
    expect(await heading('Messages')).toBeInTheDocument();
    expect(saved).toEqual([{ interests: ['Hiking', 'Coffee', 'Art'] }]);
    expect(metadata).toEqual([{ onboarding: 'done' }]);
  });

  it('lets her skip every step: nothing saved, remembered as done, and home', async () => {
    const { user, saved, metadata } = await newMemberAt();
    expect(await heading('Where do you live?')).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(button('Skip for now'));
    expect(await heading('Add a photo')).toBeInTheDocument();
    await user.click(button('Skip for now'));
    expect(await heading('What do you enjoy?')).toBeInTheDocument();
    // A skipped step is not shown as done.
    const steps = within(screen.getByRole('list', { name: 'Your first steps' })).getAllByRole('listitem');
    expect(steps[1].querySelector('.Mui-completed')).toBeNull();
    await user.click(button('Skip for now'));
    expect(await heading('Discover')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(metadata).toEqual([{ onboarding: 'done' }]);
    expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
  });

  it('goes back a step with Back, keeping what was saved', async () => {
    const { user } = await newMemberAt('/home', { location: 'Lisbon, Portugal', place_id: lisbon.id });
    expect(await heading('Add a photo')).toBeInTheDocument();
    await user.click(button('Back'));
    expect(await heading('Where do you live?')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Lisbon, Portugal');
    // Her saved city: Continue goes on without saving it again.
    await user.click(button('Continue'));
    expect(await heading('Add a photo')).toBeInTheDocument();
  });
});
