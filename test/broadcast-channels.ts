// Node's BroadcastChannel belongs to the worker, not to a test file: every channel of a name hears every
// other, and an open one keeps its listeners, and with them its file's whole window and modules, alive
// for the rest of the run. supabase-js opens one for cross-tab sessions, and MSW one as `msw` loads (its
// WebSocket links' client manager, which listens on the window too). Left open, each file kept ~10 MB
// (docs/testing.md, "Memory"), and a later file's sign-in woke earlier files' clients after their window
// was gone. So each channel is unref'd (it must not keep Jest from exiting) and closed with its file.
// This module must load before anything that opens a channel: the setup files import it first.
const NodeBroadcastChannel = globalThis.BroadcastChannel;
const openChannels = new Set<BroadcastChannel>();

globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    (this as unknown as { unref?: () => void }).unref?.();
    openChannels.add(this);
  }

  override close(): void {
    openChannels.delete(this);
    super.close();
  }
};

/** The names of the channels this file has open (broadcast-channels.test.ts checks MSW's is among them). */
export function openChannelNames(): string[] {
  return [...openChannels].map((channel) => channel.name);
}

afterAll(() => openChannels.forEach((channel) => channel.close()));
