import { fakeWindow, fakeWindows } from './fake-windows';
import { openNotificationTarget } from './notification-click';

describe('a click on a shown push', () => {
  it('brings an open window of the app forward and sends it to the thread', async () => {
    const { window, calls } = fakeWindow({ visibilityState: 'hidden' });
    const { windows, opened } = fakeWindows([window]);
    await openNotificationTarget({ url: '/messages/noah' }, windows);
    expect(calls).toEqual(['navigate /messages/noah', 'focus']);
    expect(opened).toEqual([]);
  });

  it('prefers the focused window, then a visible one, over the others', async () => {
    const hidden = fakeWindow();
    const visible = fakeWindow({ visibilityState: 'visible' });
    const focused = fakeWindow({ focused: true });
    await openNotificationTarget({ url: '/home?likes' }, fakeWindows([hidden.window, visible.window, focused.window]).windows);
    expect(focused.calls).toEqual(['navigate /home?likes', 'focus']);
    expect([hidden.calls, visible.calls]).toEqual([[], []]);

    await openNotificationTarget({ url: '/home?likes' }, fakeWindows([hidden.window, visible.window]).windows);
    expect(visible.calls).toEqual(['navigate /home?likes', 'focus']);
    expect(hidden.calls).toEqual([]);
  });

  it('still sends the window to the page when the browser refuses to bring it forward', async () => {
    const { window, calls } = fakeWindow();
    window.focus = async () => {
      calls.push('focus refused');
      throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
    };
    const { windows, opened } = fakeWindows([window]);
    await openNotificationTarget({ url: '/messages/noah' }, windows);
    expect(calls).toEqual(['navigate /messages/noah', 'focus refused']);
    expect(opened).toEqual([]);
  });

  it('opens a new window when none is open', async () => {
    const { windows, opened } = fakeWindows([]);
    await openNotificationTarget({ url: '/profile/noah' }, windows);
    expect(opened).toEqual(['/profile/noah']);
  });

  it('opens a new window when the open one cannot be navigated (not under this worker)', async () => {
    const { window } = fakeWindow({ controlled: false });
    const { windows, opened } = fakeWindows([window]);
    await openNotificationTarget({ url: '/messages/noah' }, windows);
    expect(opened).toEqual(['/messages/noah']);
  });

  it('goes to the notifications when the notification names no page of the app', async () => {
    for (const data of [null, undefined, {}, { url: 'https://evil.test/' }, { url: '//evil.test' }]) {
      const { windows, opened } = fakeWindows([]);
      await openNotificationTarget(data, windows);
      expect(opened).toEqual(['/notifications']);
    }
  });
});
