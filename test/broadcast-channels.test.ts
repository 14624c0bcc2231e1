import { openChannelNames } from './broadcast-channels';

// The setup files load the wrapper before the mocks: were MSW's channel opened first, it would stay open
// after this file, holding the file's window and modules for the rest of the worker's run.
it("tracks MSW's channel, so it closes with the file", () => {
  expect(openChannelNames()).toContain('msw:websocket-client-manager');
});

it('unrefs and tracks a channel the app opens', () => {
  const channel = new BroadcastChannel('sb-session');
  expect(openChannelNames()).toContain('sb-session');
  channel.close();
  expect(openChannelNames()).not.toContain('sb-session');
});
