import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-password';
import type { LoadWindow } from './load-recorder';
import type { LoadAccount } from './load-world';

/** The bindings of the app's member stream (src/shared/api/member-stream.ts and the entities' streams). */
const STREAM_BINDINGS = [
  ['messages', 'INSERT', 'receiver_id'],
  ['read_receipts', 'INSERT', 'sender_id'],
  ['interests', 'INSERT', 'receiver_id'],
  ['interests', 'UPDATE', 'sender_id'],
  ['notifications', 'INSERT', 'member_id'],
  ['notifications', 'UPDATE', 'member_id'],
  ['blocks', 'INSERT', 'blocker_id'],
  ['blocks', 'INSERT', 'blocked_id'],
  ['calls', 'INSERT', 'callee_id'],
  ['calls', 'UPDATE', 'callee_id'],
] as const;

const FEED_PAGE = 20;
const JOIN_TIMEOUT_MS = 10_000;

/** The private channel of two members, as src/features/conversation-presence names it. */
const conversationTopic = (a: string, b: string) => `conversation:${[a, b].sort().join(':')}`;

/** Where a member's realtime events are reported: the window open when they arrive. */
export interface Arrivals {
  window(): LoadWindow;
}

/**
 * One simulated member: a supabase-js client of her own, signed in by password, with the app's
 * member channel (every binding filtered to her) and, while she has her match's thread open, their
 * private conversation channel with presence and typing. Each action is what a page of the app
 * sends for it; at most one runs at a time, as one person does one thing.
 */
export class LoadMember {
  readonly client: SupabaseClient;
  busy = false;
  private conversation?: RealtimeChannel;
  private feed: { ids: string[]; cursor?: string } = { ids: [] };
  private readonly pending: string[] = [];
  private readonly liked = new Set<string>();

  constructor(
    readonly account: LoadAccount,
    url: string,
    anonKey: string,
    private readonly arrivals: Arrivals,
    /** Whether her partner has their conversation open now (typing is expected only then). */
    private readonly partnerListening: () => boolean,
  ) {
    this.client = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  }

  get id(): string {
    return this.account.id;
  }

  get listening(): boolean {
    return this.conversation !== undefined;
  }

  /**
   * Arrives as the app does after 'Sign in': password, the member channel, her match's thread, the
   * feed. `signIns` admits a few password checks at a time (auth counts each one in flight against
   * the address's failure budget until bcrypt says it was right). False when she could not sign in.
   */
  async arrive(w: LoadWindow, signIns: <T>(task: () => Promise<T>) => Promise<T>): Promise<boolean> {
    this.pending.push(...this.account.pending);
    const signedIn = await signIns(() =>
      w.time('sign in', 'auth', () => this.client.auth.signInWithPassword({ email: this.account.email, password: DEMO_PASSWORD })));
    if (!signedIn?.data.session) return false;
    await this.client.realtime.setAuth(signedIn.data.session.access_token);
    await w.time('join member channel', 'realtime', () => this.openStream());
    await this.openThread(w);
    await this.openFeed(w);
    return true;
  }

  private join(channel: RealtimeChannel): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${channel.topic}: not joined after ${JOIN_TIMEOUT_MS} ms`)), JOIN_TIMEOUT_MS);
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(`${channel.topic}: ${status}`));
        else return;
        clearTimeout(timer);
      });
    });
  }

  private openStream(): Promise<void> {
    const channel = this.client.channel(`member:${this.id}`);
    for (const [table, event, column] of STREAM_BINDINGS) {
      channel.on('postgres_changes', { event: event as 'INSERT', schema: 'public', table, filter: `${column}=eq.${this.id}` }, (change) => {
        const row = change.new as { id: string; status?: string };
        if (table === 'messages') this.arrivals.window().arrived('messages', row.id);
        if (table === 'interests' && event === 'INSERT' && row.status === 'pending') this.pending.push(row.id);
      });
    }
    return this.join(channel);
  }

  async openFeed(w: LoadWindow): Promise<void> {
    const page = await w.time('open the feed', 'rest', () => this.client.rpc('get_discovery_feed', { page_size: FEED_PAGE }));
    if (page) this.keepFeed(page.data as { id: string; cursor: string }[]);
  }

  async pageFeed(w: LoadWindow): Promise<void> {
    if (!this.feed.cursor) return this.openFeed(w);
    const page = await w.time('page the feed', 'rest', () =>
      this.client.rpc('get_discovery_feed', { after: this.feed.cursor, page_size: FEED_PAGE }));
    if (page) this.keepFeed(page.data as { id: string; cursor: string }[]);
  }

  private keepFeed(rows: { id: string; cursor: string }[]): void {
    this.feed = { ids: rows.map((r) => r.id).filter((id) => !this.liked.has(id) && id !== this.account.partner), cursor: rows.at(-1)?.cursor };
  }

  /** A like on a card of her feed (SPEC: insert as herself); with no card left, the feed first. */
  async showInterest(w: LoadWindow): Promise<void> {
    if (this.feed.ids.length === 0) await this.pageFeed(w);
    const target = this.feed.ids.shift();
    if (!target) return;
    this.liked.add(target);
    await w.time('show interest', 'rest', () =>
      this.client.from('interests').insert({ sender_id: this.id, receiver_id: target, message: 'Hello from the load run' }).select().single());
  }

  /** Accepts the oldest like waiting for her; with none, she looks at her conversations instead. */
  async accept(w: LoadWindow): Promise<void> {
    const interest = this.pending.shift();
    if (!interest) return this.openConversations(w);
    await w.time('accept', 'rest', () => this.client.rpc('accept_interest', { interest_id: interest }));
  }

  async openConversations(w: LoadWindow): Promise<void> {
    await w.time('open conversations', 'rest', () => this.client.rpc('get_conversations', { page_size: 20 }));
  }

  /** Her match's thread: its last page, and their private channel joined (presence tracked) if it is not. */
  async openThread(w: LoadWindow): Promise<void> {
    await w.time('open a thread', 'rest', () => this.client.rpc('get_messages', { partner: this.account.partner, page_size: 50 }));
    if (this.conversation) return;
    const channel = this.client.channel(conversationTopic(this.id, this.account.partner), { config: { private: true, presence: { key: this.id } } });
    channel.on('broadcast', { event: 'typing' }, ({ payload }: { payload?: { n?: string } }) => {
      if (payload?.n) this.arrivals.window().arrived('typing', payload.n);
    });
    const joined = await w.time('join a conversation', 'realtime', async () => {
      await this.join(channel);
      await channel.track({ user_id: this.id, online_at: new Date().toISOString() });
      return true;
    });
    if (joined) this.conversation = channel;
    else await this.client.removeChannel(channel);
  }

  /** send_message with an id of her own, as the app's outbox sends; delivery is timed to her match's callback. */
  async sendMessage(w: LoadWindow): Promise<void> {
    const id = randomUUID();
    w.expect('messages', id, performance.now());
    const sent = await w.time('send a message', 'rest', () =>
      this.client.rpc('send_message', { message_id: id, receiver: this.account.partner, body: `Load run message ${id.slice(0, 8)}` }).single());
    if (!sent) w.arrived('messages', id); // refused: nothing is on its way
  }

  /** The typing broadcast on their channel (joined first when she has no thread open). */
  async type(w: LoadWindow): Promise<void> {
    if (!this.conversation) await this.openThread(w);
    const channel = this.conversation;
    if (!channel) return;
    const n = randomUUID();
    if (this.partnerListening()) w.expect('typing', n, performance.now());
    await w.time('type', 'realtime', async () => {
      const status = await channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: this.id, n } });
      if (status !== 'ok') throw new Error(`typing: ${status}`);
    });
  }

  /** Goes idle: leaves the thread (her presence leaves her match's screen); the member channel stays open. */
  async goIdle(w: LoadWindow): Promise<void> {
    const channel = this.conversation;
    if (!channel) return;
    this.conversation = undefined;
    await w.time('go idle', 'realtime', async () => {
      const status = await this.client.removeChannel(channel);
      if (status !== 'ok') throw new Error(`leave: ${status}`);
    });
  }

  async leave(): Promise<void> {
    await this.client.removeAllChannels();
    this.client.realtime.disconnect();
  }
}
