import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

/** Settings as the member opens it, once the privacy controls show what is saved. */
async function renderPrivacyAs(member: { id: string; email: string; password: string }) {
  const view = await renderAppAs(member, '/settings');
  await screen.findByRole('radiogroup', { name: 'Profile visibility' });
  return view;
}

describe('privacy settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offer everyone, matches only and nobody, and the online status, as saved', async () => {
    const { user: ava } = seedMember({ visibility: 'matches', show_online_status: false });
    await renderPrivacyAs(ava);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Everyone', 'Matches only', 'Nobody']);
    expect(screen.getByRole('radio', { name: 'Matches only' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Profile visibility' })).toHaveAccessibleDescription(
      'Only people you have matched with can view your profile.',
    );
    expect(screen.getByRole('switch', { name: 'Show online status' })).not.toBeChecked();
  });

  it('save the visibility and the online status at once, and show them again after a reload', async () => {
    const { user: ava } = seedMember();
    const { user } = await renderPrivacyAs(ava);
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('switch', { name: 'Show online status' }));
    await waitFor(() => expect(mockDb.profiles.findFirst({ id: ava.id })).toMatchObject({ visibility: 'nobody', show_online_status: false }));

    cleanup();
    await renderPrivacyAs(ava);
    expect(screen.getByRole('radio', { name: 'Nobody' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show online status' })).not.toBeChecked();
  });

  it('move back and say so when the save fails', async () => {
    const { user: ava } = seedMember();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/profiles'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { user } = await renderPrivacyAs(ava);
    await user.click(screen.getByRole('radio', { name: 'Matches only' }));
    expect(await screen.findByText('Failed to save privacy settings')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(mockDb.profiles.findFirst({ id: ava.id })?.visibility).toBe('everyone');
  });
});
