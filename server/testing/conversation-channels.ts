import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Inbox } from './inbox';
import { subscribe } from './realtime-clients';

/** The private channel topic of two members' conversation: the smaller id first (byte order). */
export function conversationTopic(a: string, b: string): string {
  return a < b ? `conversation:${a}:${b}` : `conversation:${b}:${a}`;
}

/** What a member hears on a joined conversation channel. */
export interface ConversationChannel {
  channel: RealtimeChannel;
  typing: Inbox<{ payload: unknown }>;
  /** Presence keys present after each sync. */
  present: Inbox<string[]>;
}

/** Joins a private channel as the app does (presence keyed by the member); rejects when refused. */
export async function joinConversation(client: SupabaseClient, topic: string, me: string): Promise<ConversationChannel> {
  const typing = new Inbox<{ payload: unknown }>();
  const present = new Inbox<string[]>();
  const channel = client
    // Acks make every send settle; without them realtime-js leaves a 10 s timer per send behind.
    .channel(topic, { config: { private: true, presence: { key: me }, broadcast: { ack: true } } })
    .on('broadcast', { event: 'typing' }, typing.push);
  channel.on('presence', { event: 'sync' }, () => present.push(Object.keys(channel.presenceState())));
  await subscribe(channel);
  return { channel, typing, present };
}
