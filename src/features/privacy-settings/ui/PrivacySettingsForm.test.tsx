import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { problem } from '@mocks/api';
import { mockMember, ownProfileSaves, type MockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { keepStyles } from '@test/emotion-styles';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// One test compares where rows start, which only MUI's styles say.
keepStyles();

/** Settings as the member opens it, once the privacy controls show what is saved. */
async function renderPrivacyAs(member: MockMember) {
  const view = await renderAppAs(member, '/settings');
  await screen.findByRole('radiogroup', { name: 'Profile visibility' });
  return view;
}

// What the choices hide from others is the database's (PrivacySettingsForm.integration.test.tsx).
describe('privacy settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offer everyone, matches only and nobody, and the online status, as saved', async () => {
    await renderPrivacyAs(mockMember({ visibility: 'matches', show_online_status: false }));
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Everyone', 'Matches only', 'Nobody']);
    expect(screen.getByRole('radio', { name: 'Matches only' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Profile visibility' })).toHaveAccessibleDescription(
      'Only people you have matched with can view your profile.',
    );
    expect(screen.getByRole('switch', { name: 'Show online status' })).not.toBeChecked();
  });

  it('line the online-status switch up with the radios above and the notification switches', async () => {
    await renderPrivacyAs(mockMember());
    // Each control's row; its left margin sets where the control starts (jsdom lays nothing out).
    const rowStart = (control: HTMLElement) => getComputedStyle(control.closest('label')!).marginLeft;
    const onlineStatus = rowStart(screen.getByRole('switch', { name: 'Show online status' }));
    expect(onlineStatus).toMatch(/^-?\d+(\.\d+)?px$/);
    expect(onlineStatus).toBe(rowStart(screen.getByRole('radio', { name: 'Nobody' })));
    expect(onlineStatus).toBe(rowStart(screen.getByRole('switch', { name: 'New matches' })));
  });

  it('save the visibility and the online status at once, and show them again after a reload', async () => {
    const ava = mockMember();
    const patches: object[] = [];
    server.use(ownProfileSaves(ava, patches));
    const { user } = await renderPrivacyAs(ava);
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('switch', { name: 'Show online status' }));
    await waitFor(() => expect(patches).toEqual([{ visibility: 'nobody' }, { show_online_status: false }]));

    cleanup();
    await renderPrivacyAs(ava);
    expect(screen.getByRole('radio', { name: 'Nobody' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show online status' })).not.toBeChecked();
  });

  it('move back and say so when the save fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/profiles'), () => problem(500, 'XX000', 'boom')));
    const patches = recordBodies('patch', restUrl('/profiles'));
    const { user } = await renderPrivacyAs(mockMember());
    await user.click(screen.getByRole('radio', { name: 'Matches only' }));
    expect(await screen.findByText('Failed to save privacy settings')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(patches).toEqual([{ visibility: 'matches' }]);
  });
});
