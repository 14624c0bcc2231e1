import type { CallRecord } from '@/entities/call';
import type { Message } from '@/entities/message';
import type { OutboxMessage } from '@/features/send-message';
import { dayKey, dayLabel } from './day-label';

export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'stored'; key: string; message: Message }
  | { kind: 'call'; key: string; call: CallRecord }
  | { kind: 'unsent'; key: string; message: OutboxMessage };

/**
 * The thread as shown: stored messages oldest first, then the member's unsent ones (they have no
 * place among stored rows yet), each day opened by its separator. An unsent message whose id is
 * already stored (its answer was lost, the thread has it now) is shown once, as stored. The pair's
 * video calls take their place among the stored messages by time, from the oldest message loaded on
 * (all of them while the thread has no message yet).
 */
export function threadItems(stored: Message[], unsent: OutboxMessage[], now: Date = new Date(), calls: CallRecord[] = []): ThreadItem[] {
  const storedIds = new Set(stored.map(({ id }) => id));
  const since = stored.length > 0 ? Date.parse(stored[0].createdAt) : -Infinity;
  const at = (item: { kind: 'stored'; message: Message } | { kind: 'call'; call: CallRecord }) =>
    Date.parse(item.kind === 'call' ? item.call.createdAt : item.message.createdAt);
  const timeline = [
    ...stored.map((message) => ({ kind: 'stored' as const, key: message.id, message })),
    ...calls.filter((call) => Date.parse(call.createdAt) >= since).map((call) => ({ kind: 'call' as const, key: `call-${call.id}`, call })),
  ].sort((a, b) => at(a) - at(b));
  const shown: (ThreadItem & { kind: 'stored' | 'unsent' | 'call' })[] = [
    ...timeline,
    ...unsent.filter(({ id }) => !storedIds.has(id)).map((message) => ({ kind: 'unsent' as const, key: message.id, message })),
  ];
  const items: ThreadItem[] = [];
  let lastDay: number | null = null;
  for (const item of shown) {
    const time = item.kind === 'call' ? item.call.createdAt : item.message.createdAt;
    const day = dayKey(time);
    if (day !== lastDay) items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(time, now) });
    lastDay = day;
    items.push(item);
  }
  return items;
}

/** Unsent messages the thread already holds as stored rows: the outbox can let them go. */
export const deliveredFromOutbox = (stored: Message[], unsent: OutboxMessage[]) => {
  const storedIds = new Set(stored.map(({ id }) => id));
  return unsent.filter(({ id }) => storedIds.has(id));
};
