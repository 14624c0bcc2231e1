import { screen } from '@testing-library/react';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { fakePushBrowser, removeFakePushBrowser } from '@test/fake-push-browser';
import { clientAs, signUpMember } from '@test/integration/members';
import { PUSH_SINK } from '@test/integration/test-server-env';
import { renderAppAs } from '@test/sign-in-as';

/** A device's keys as a browser makes them: the database checks their shape (65 and 16 bytes). */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${PUSH_SINK}/push/${randomUUID()}`, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

afterEach(removeFakePushBrowser);

it('turns on with the server key: the device is hers in the database; turning off forgets it', async () => {
  const member = await signUpMember();
  const owner = await clientAs(member);
  const keys = device();
  const browser = fakePushBrowser(keys);
  const { user } = await renderAppAs(member, '/notifications');

  await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
  await screen.findByText('Notifications are on for this device.');
  // Subscribed with the key the server publishes (65 bytes, uncompressed P-256).
  const { data: key } = await owner.rpc('get_push_public_key');
  expect(Buffer.from(browser.subscribe.mock.calls[0][0].applicationServerKey as Uint8Array).toString('base64url')).toBe(key);
  const { data: saved } = await owner.from('push_subscriptions').select('endpoint, p256dh, auth');
  expect(saved).toEqual([keys]);

  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  await screen.findByRole('button', { name: 'Turn on notifications' });
  const { data: left } = await owner.from('push_subscriptions').select('endpoint');
  expect(left).toEqual([]);
});
