import { compileMessage } from '@lingui/message-utils/compileMessage';
import { linguiTranslator } from './lingui-translator';

jest.mock('@lingui/message-utils/compileMessage', () => {
  const actual = jest.requireActual<typeof import('@lingui/message-utils/compileMessage')>('@lingui/message-utils/compileMessage');
  return { compileMessage: jest.fn(actual.compileMessage) };
});

const catalogue = {
  'likes.count': '{0, plural, =0 {Ningún me gusta} one {# me gusta} other {# me gustas}}',
  'greeting.hello': 'Hola, {0}',
};

describe('linguiTranslator', () => {
  it('formats a message with its arguments and the language’s plural rules, again and again', () => {
    const translate = linguiTranslator('es', catalogue);
    expect(translate('greeting.hello', undefined, ['Ava'])).toBe('Hola, Ava');
    expect(translate('greeting.hello', undefined, ['Noah'])).toBe('Hola, Noah');
    expect(translate('likes.count', undefined, [0])).toBe('Ningún me gusta');
    expect(translate('likes.count', undefined, [1])).toBe('1 me gusta');
    expect(translate('likes.count', undefined, [7])).toBe('7 me gustas');
  });

  it('answers nothing for a text the catalogue lacks (the English shows instead)', () => {
    expect(linguiTranslator('es', catalogue)('greeting.bye', undefined, [])).toBeUndefined();
  });

  it('compiles a message the first time a page asks for it, and only then', () => {
    jest.mocked(compileMessage).mockClear();
    const translate = linguiTranslator('es', catalogue);
    expect(compileMessage).not.toHaveBeenCalled();
    translate('greeting.hello', undefined, ['Ava']);
    translate('greeting.hello', undefined, ['Noah']);
    expect(compileMessage).toHaveBeenCalledTimes(1);
    expect(compileMessage).toHaveBeenCalledWith('Hola, {0}');
  });
});
