import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { injectApi } from '@test/inject-api';
import { recordBodies } from '@test/record-requests';
import { renderWithProviders, TEST_USER } from '@test/render-with-providers';
import { TakeCallsSwitch } from './TakeCallsSwitch';

// Settings → Privacy's 'Take video calls': on without a saved row; off is saved for start_call to
// read (server/db/rls/calls.test.ts: a member who refuses calls is never rung).
beforeAll(() => injectApi());

it('is on by default and saves her choice when she turns it off', async () => {
  server.use(rest.insert('call_settings'));
  const saves = recordBodies('post', restUrl('/call_settings'));
  const { user } = renderWithProviders(<TakeCallsSwitch me={TEST_USER.id} />, { session: 'signedIn' });
  const toggle = await screen.findByRole('switch', { name: 'Take video calls from matches' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).toBeChecked();
  expect(toggle).toHaveAccessibleDescription('Off: nobody can call you. Calls are between matches only.');
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  await waitFor(() => expect(saves).toEqual([expect.objectContaining({ member_id: TEST_USER.id, accepts_calls: false })]));
});

it('shows a saved refusal', async () => {
  server.use(...rest.select('call_settings', [{ accepts_calls: false }]));
  renderWithProviders(<TakeCallsSwitch me={TEST_USER.id} />, { session: 'signedIn' });
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Take video calls from matches' })).not.toBeChecked());
});
