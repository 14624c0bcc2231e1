import type { LoadMember } from './load-member';
import type { LoadWindow } from './load-recorder';

type Action = (member: LoadMember, w: LoadWindow) => Promise<void>;

/**
 * What connected members do, in what shares (weights out of 100): reading dominates, as in the app,
 * and a third of the actions are chat (send, type). Accept falls back to the conversation list when
 * no like is waiting, and show interest to paging the feed when no card is left.
 */
export const MIX: readonly (readonly [weight: number, action: Action])[] = [
  [10, (m, w) => m.openFeed(w)],
  [10, (m, w) => m.pageFeed(w)],
  [8, (m, w) => m.showInterest(w)],
  [5, (m, w) => m.accept(w)],
  [12, (m, w) => m.openConversations(w)],
  [10, (m, w) => m.openThread(w)],
  [25, (m, w) => m.sendMessage(w)],
  [15, (m, w) => m.type(w)],
  [5, (m, w) => m.goIdle(w)],
];

const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** An action drawn by its share. */
export function drawAction(random = Math.random()): Action {
  let at = random * TOTAL;
  for (const [weight, action] of MIX) {
    if (at < weight) return action;
    at -= weight;
  }
  return MIX[MIX.length - 1][1];
}
