/**
 * The pair's private call channel: `conversation:<smaller id>:<larger id>:call`, which the same
 * policy as their conversation channel limits to the two matched members
 * (private.may_use_conversation_channel). A topic of its own, so a call and the open thread's
 * presence are two channels of one client, each closed when it is done.
 */
export function callTopic(a: string, b: string): string {
  const [first, second] = [a, b].sort();
  return `conversation:${first}:${second}:call`;
}
