import { SKIP_WAITING as PAGE_SKIP_WAITING } from '@/app/service-worker/offer-updates';
import { isSkipWaiting, SKIP_WAITING, takesOverNow } from './take-over';

describe("a new build's worker taking over", () => {
  it('takes over on a navigation when no other window of the app is open', () => {
    expect(takesOverNow(true, 0)).toBe(true);
    expect(takesOverNow(true, 1)).toBe(true);
  });

  it('keeps waiting while another window runs the old build, and does nothing with no new worker', () => {
    expect(takesOverNow(true, 2)).toBe(false);
    expect(takesOverNow(false, 0)).toBe(false);
  });

  it("activates on the page's message, which both sides spell alike", () => {
    expect(PAGE_SKIP_WAITING).toBe(SKIP_WAITING);
    expect(isSkipWaiting({ type: SKIP_WAITING })).toBe(true);
    for (const other of [null, 'SKIP_WAITING', {}, { type: 'OTHER' }]) expect(isSkipWaiting(other)).toBe(false);
  });
});
