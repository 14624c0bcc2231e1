import { parseReviewArgs } from './review-args';

describe('npm run verify:review arguments', () => {
  it('lists by default, approves and declines by id, a decline with its note', () => {
    expect(parseReviewArgs([])).toEqual({ action: 'list' });
    expect(parseReviewArgs(['approve', '12'])).toEqual({ action: 'approve', id: 12, note: null });
    expect(parseReviewArgs(['decline', '7', '--note', 'No pose.'])).toEqual({ action: 'decline', id: 7, note: 'No pose.' });
  });

  it('refuses an unknown action, a missing or odd id, extra words and a note on an approval', () => {
    for (const argv of [['accept', '1'], ['approve'], ['approve', 'abc'], ['approve', '1', '2'], ['approve', '1', '--note', 'x'], ['--note', 'x']]) {
      expect(() => parseReviewArgs(argv)).toThrow(/Usage/);
    }
  });
});
