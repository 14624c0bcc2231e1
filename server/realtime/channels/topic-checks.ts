import type { Database } from '../../db';
import { recheckChannelPolicies } from './channel-lifecycle';
import type { ChannelOwner } from './channel-owner';

/**
 * Where the database asks for a private topic's policies to be checked again, with
 * `{ "topic": "<topic without realtime:>" }`: a NOTIFY from a trigger, after the change that may
 * have taken a member's access away commits (a block: supabase/schemas/safety/
 * recheck_conversation_channel.sql). Hosted Realtime checks policies at join and on a new token
 * only; the notification is lost there.
 */
export const TOPIC_CHECKS_CHANNEL = 'realtime_channel_checks';

// A topic the server would accept is far shorter; anything longer is not worth a lookup.
const MAX_TOPIC_LENGTH = 500;

/** Calls onTopic for each topic the database names; resolves to a function that stops listening. */
export function watchTopicChecks(db: Database, onTopic: (topic: string) => void): Promise<() => Promise<void>> {
  return db.listen(TOPIC_CHECKS_CHANNEL, (payload) => {
    try {
      const { topic } = JSON.parse(payload) as { topic?: unknown };
      if (typeof topic === 'string' && topic.length <= MAX_TOPIC_LENGTH) onTopic(topic);
      else console.error('realtime: a topic check without a topic', payload.slice(0, 200));
    } catch (error) {
      console.error('realtime: unreadable topic check', error);
    }
  });
}

/**
 * Checks the policies again for every private channel joined on `topic`, under each channel's own
 * claims: those that may no longer read it close (system error, then phx_close), as after a new
 * token. Public channels have no policies to lose.
 */
export async function recheckTopic(connections: Iterable<ChannelOwner>, topic: string): Promise<void> {
  const joined = [...connections].flatMap((connection) =>
    [...connection.channels.values()]
      .filter((channel) => channel.policies && channel.subTopic === topic)
      .map((channel) => ({ connection, channel })),
  );
  await Promise.all(joined.map(({ connection, channel }) => recheckChannelPolicies(connection, channel, channel.claims)));
}
