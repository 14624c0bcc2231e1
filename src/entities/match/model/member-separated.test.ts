import { tags } from '@/shared/api';
import { separatedMemberTags } from './member-separated';

// What a separation leaves alone, and why: the member's own plan, use, support requests and sign-in
// factors, and the events (their seats count members, never name them), name no other member; the
// "every" tags are the reconnect's, wider than one pair.
const ABOUT_NO_OTHER_MEMBER = new Set(['myPlan', 'myUsage', 'supportRequests', 'events', 'everyRelationship', 'everyThread', 'authFactors', 'myVerification', 'callSettings', 'everyCallLog']);

describe('separatedMemberTags', () => {
  it('names every tag that can show another member, so nothing shows the two together after a block', () => {
    const other = 'member-1';
    const listed = separatedMemberTags(other);
    const shouldBe = Object.entries(tags)
      .filter(([name]) => !ABOUT_NO_OTHER_MEMBER.has(name))
      .map(([name, tag]) => [name, typeof tag === 'function' ? tag(other) : tag] as const);
    for (const [name, tag] of shouldBe) expect([name, listed]).toEqual([name, expect.arrayContaining([tag])]);
    expect(listed).toHaveLength(shouldBe.length);
  });
});
