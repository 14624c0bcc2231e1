import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it("takes a path of this app from the location state's `from`", () => {
    expect(returnPathFrom({ from: '/pricing' })).toBe('/pricing');
    expect(returnPathFrom({ from: '/messages/abc' })).toBe('/messages/abc');
  });

  it.each([null, undefined, {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: 'pricing' }])(
    'ignores %p',
    (state) => expect(returnPathFrom(state)).toBeNull(),
  );
});
