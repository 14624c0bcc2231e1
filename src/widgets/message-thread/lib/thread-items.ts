import type { Message } from '@/entities/message';
import type { OutboxMessage } from '@/features/send-message';
import { dayKey, dayLabel } from './day-label';

export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'stored'; key: string; message: Message }
  | { kind: 'unsent'; key: string; message: OutboxMessage };

/**
 * The thread as shown: stored messages oldest first, then the member's unsent ones (they have no
 * place among stored rows yet), each day opened by its separator. An unsent message whose id is
 * already stored (its answer was lost, the thread has it now) is shown once, as stored.
 */
export function threadItems(stored: Message[], unsent: OutboxMessage[], now: Date = new Date()): ThreadItem[] {
  const storedIds = new Set(stored.map(({ id }) => id));
  const messages: (ThreadItem & { kind: 'stored' | 'unsent' })[] = [
    ...stored.map((message) => ({ kind: 'stored' as const, key: message.id, message })),
    ...unsent.filter(({ id }) => !storedIds.has(id)).map((message) => ({ kind: 'unsent' as const, key: message.id, message })),
  ];
  const items: ThreadItem[] = [];
  let lastDay: number | null = null;
  for (const item of messages) {
    const day = dayKey(item.message.createdAt);
    if (day !== lastDay) items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(item.message.createdAt, now) });
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
