import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { fakePushBrowser, removeFakePushBrowser } from '@test/fake-push-browser';
import { recordBodies, recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// A P-256 public key as a server would publish it (65 bytes, base64url): its bytes go to subscribe().
const PUBLIC_KEY = `BA${'A'.repeat(85)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

const DEVICE = { endpoint: ENDPOINT, p256dh: 'device-p256dh', auth: 'device-auth' };
const fakeBrowser = (start?: Parameters<typeof fakePushBrowser>[1]) => fakePushBrowser(DEVICE, start);

afterEach(removeFakePushBrowser);

const pushServer = () => server.use(rest.rpc('get_push_public_key', PUBLIC_KEY));

it('subscribes this device with the server key and saves it for the member, from /notifications', async () => {
  const browser = fakeBrowser();
  pushServer();
  server.use(rest.rpc('save_push_subscription', null));
  const saved = recordBodies('post', restUrl('/rpc/save_push_subscription'));
  await renderAppAs(mockMember(), '/notifications');

  await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

  expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
  expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
  const key = browser.subscribe.mock.calls[0][0].applicationServerKey as Uint8Array;
  expect([key.length, key[0]]).toEqual([65, 4]);
  expect(saved).toEqual([{ endpoint: ENDPOINT, p256dh: 'device-p256dh', auth: 'device-auth' }]);
});

it('says where to allow them when she refuses, and subscribes nothing', async () => {
  const browser = fakeBrowser({ answer: 'denied' });
  pushServer();
  await renderAppAs(mockMember(), '/notifications');

  await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

  expect(await screen.findByText(/Notifications are blocked for Ascend in this browser/)).toBeInTheDocument();
  expect(browser.subscribe).not.toHaveBeenCalled();
});

it('says so when the server cannot save the device, and stays off', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  fakeBrowser();
  pushServer();
  server.use(http.post(restUrl('/rpc/save_push_subscription'), () => problem(500, 'XX000', 'down')));
  await renderAppAs(mockMember(), '/settings');

  const section = await screen.findByRole('region', { name: 'Notifications' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Turn on notifications' }));

  expect(await screen.findByText('Failed to turn on notifications')).toBeInTheDocument();
  await waitFor(() => expect(within(section).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled());
  expect(logged).toHaveBeenCalledWith('Turn on notifications failed', expect.objectContaining({ code: 'XX000' }));
  logged.mockRestore();
});

it('turns off: the server forgets the endpoint and the browser drops the subscription', async () => {
  const browser = fakeBrowser({ permission: 'granted', subscribed: true });
  const subscription = browser.subscription!;
  pushServer();
  server.use(rest.rpc('save_push_subscription', null), rest.rpc('remove_push_subscription', null));
  const removed = recordBodies('post', restUrl('/rpc/remove_push_subscription'));
  await renderAppAs(mockMember(), '/notifications');

  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));

  expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
  expect(removed).toEqual([{ endpoint: ENDPOINT }]);
  expect(subscription.unsubscribe).toHaveBeenCalled();
});

it('forgets this device when she signs out, before the session ends', async () => {
  const browser = fakeBrowser({ permission: 'granted', subscribed: true });
  const subscription = browser.subscription!;
  pushServer();
  server.use(rest.rpc('save_push_subscription', null), rest.rpc('remove_push_subscription', null));
  const removed = recordBodies('post', restUrl('/rpc/remove_push_subscription'));
  await renderAppAs(mockMember(), '/notifications');
  await screen.findByText('Notifications are on for this device.');
  const requests = recordRequests();

  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

  await waitFor(() => expect(requests).toContain('POST /auth/v1/logout'));
  expect(removed).toEqual([{ endpoint: ENDPOINT }]);
  // With her token still valid: the server forgets only the caller's own devices.
  expect(requests.indexOf('POST /rest/v1/rpc/remove_push_subscription')).toBeLessThan(requests.indexOf('POST /auth/v1/logout'));
  expect(subscription.unsubscribe).toHaveBeenCalled();
});

it('offers nothing in a browser without notifications', async () => {
  await renderAppAs(mockMember(), '/notifications');
  await screen.findByRole('heading', { name: 'Notifications' });
  expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
});
