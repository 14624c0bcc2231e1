import { translate } from './locale-store';

/** Every slice's English texts by namespace, as defineTexts registered them (the catalogue test reads it). */
export const englishTexts = new Map<string, object>();

type TextFunction = (...args: never[]) => string;

function translated(id: string, english: unknown): unknown {
  if (typeof english === 'string') return translate(id, english) ?? english;
  if (typeof english === 'function') {
    return (...args: unknown[]) => translate(id, english, args) ?? (english as (...a: unknown[]) => string)(...args);
  }
  return english;
}

function wrap<T extends object>(path: string, texts: T): T {
  const nested = new Map<string, object>();
  return new Proxy(texts, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const id = `${path}.${key}`;
      if (value !== null && typeof value === 'object') {
        if (!nested.has(key)) nested.set(key, wrap(id, value));
        return nested.get(key);
      }
      return translated(id, value);
    },
  });
}

/**
 * A slice's English texts (SPEC.md's words, verbatim), read in the reader's language: every text read
 * from the returned object is looked up as `namespace.key` in the loaded catalogue, English when the
 * language lacks it. Functions take their arguments as `{0}`, `{1}` in the catalogue (docs/i18n.md).
 * Read texts where they are shown (in render, or when a toast is raised), not once at module level, or
 * they stay in the language the module was loaded in.
 */
export function defineTexts<T extends Record<string, string | TextFunction | Record<string, string | TextFunction>>>(namespace: string, texts: T): T {
  englishTexts.set(namespace, texts);
  return wrap(namespace, texts);
}
