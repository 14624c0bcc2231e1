import type { MemberNotification } from '@/entities/notification';
import { dayGroups } from './day-groups';

const at = (createdAt: string): MemberNotification => ({
  id: createdAt, kind: 'like', actorId: 'a', createdAt, readAt: null, actor: { username: 'a', firstName: 'A', primaryPhotoUrl: null },
});

describe('dayGroups', () => {
  it('puts notifications in Today, Yesterday and Earlier by the member’s own days, keeping their order', () => {
    const now = new Date(2026, 10, 26, 9, 0);
    const groups = dayGroups(
      [at(new Date(2026, 10, 26, 8).toISOString()), at(new Date(2026, 10, 26, 0, 5).toISOString()), at(new Date(2026, 10, 25, 23).toISOString()), at(new Date(2026, 10, 20).toISOString())],
      now,
    );
    expect(groups.map((g) => [g.label, g.notifications.length])).toEqual([['Today', 2], ['Yesterday', 1], ['Earlier', 1]]);
  });

  it('leaves empty groups out', () => {
    expect(dayGroups([at(new Date(2026, 10, 1).toISOString())], new Date(2026, 10, 26)).map((g) => g.label)).toEqual(['Earlier']);
    expect(dayGroups([])).toEqual([]);
  });
});
