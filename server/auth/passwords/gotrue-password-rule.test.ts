import { ConfigError } from '../../config';
import { goTruePasswordRule, goTruePasswordWeakness, parseRequiredCharacters } from './gotrue-password-rule';

const SETS = 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789';

describe('GoTrue’s password settings', () => {
  it('apply only when the operator sets one of them; GoTrue’s 6 is the default and the floor', () => {
    expect(goTruePasswordRule({})).toBeUndefined();
    expect(goTruePasswordRule({ GOTRUE_PASSWORD_MIN_LENGTH: '10' })).toEqual({ minLength: 10, requiredCharacters: [] });
    expect(goTruePasswordRule({ GOTRUE_PASSWORD_MIN_LENGTH: '4' })).toEqual({ minLength: 6, requiredCharacters: [] });
    expect(goTruePasswordRule({ GOTRUE_PASSWORD_REQUIRED_CHARACTERS: SETS })?.minLength).toBe(6);
    expect(() => goTruePasswordRule({ GOTRUE_PASSWORD_MIN_LENGTH: 'eight' })).toThrow(ConfigError);
  });

  it('read the character sets as GoTrue does, `\\:` being a colon within a set', () => {
    expect(parseRequiredCharacters(SETS)).toEqual(['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789']);
    expect(parseRequiredCharacters('ab::!@\\:#')).toEqual(['ab', '!@:#']);
  });

  it('answer with GoTrue’s messages and reasons', () => {
    const rule = { minLength: 8, requiredCharacters: parseRequiredCharacters(SETS) };
    expect(goTruePasswordWeakness('Abcdefg1', rule)).toBeNull();
    expect(goTruePasswordWeakness('abc', rule)).toEqual({
      message: 'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      reasons: ['length', 'characters'],
    });
    expect(goTruePasswordWeakness('abcdef', { minLength: 6, requiredCharacters: [] })).toBeNull();
  });
});
