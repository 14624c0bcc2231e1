/**
 * The private channel of two members: `conversation:<smaller id>:<larger id>`, so both compute the
 * same topic. The server's authorization policy compares the ids as text, like this sort.
 */
export function conversationTopic(a: string, b: string): string {
  const [first, second] = [a, b].sort();
  return `conversation:${first}:${second}`;
}
