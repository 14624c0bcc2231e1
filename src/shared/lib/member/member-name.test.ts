import { memberHandle, memberName } from './member-name';

describe('member name and handle', () => {
  it('names a member by first name and tells them apart by @username', () => {
    const simon = { firstName: 'Simon', username: 'simon_k' };
    expect(memberName(simon)).toBe('Simon');
    expect(memberHandle(simon)).toBe('@simon_k');
  });

  it('says the username once when there is no first name, and nothing of a hidden member', () => {
    const quiet = { firstName: null, username: 'quiet_one' };
    expect(memberName(quiet)).toBe('quiet_one');
    expect(memberHandle(quiet)).toBeNull();
    const hidden = { firstName: null, username: null };
    expect(memberName(hidden)).toBe('Ascend member');
    expect(memberHandle(hidden)).toBeNull();
  });
});
