import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue, Translator } from '@/shared/i18n';

/**
 * A catalogue's messages formatted with the language's plural rules (Lingui's runtime; no macros, no
 * build step: docs/i18n.md says why). Each message is compiled the first time a page asks for it: a page
 * shows a few dozen of the catalogue's thousand, and compiling them all held the main thread for about
 * 100 ms on a mid-range phone while the first page was being taken over.
 */
export function linguiTranslator(locale: string, catalogue: Catalogue): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const compiled = new Set<string>();
  return (id, _english, args) => {
    if (!Object.hasOwn(catalogue, id)) return undefined;
    if (!compiled.has(id)) {
      i18n.load(locale, { [id]: compileMessage(catalogue[id]) });
      compiled.add(id);
    }
    return i18n._(id, { ...args });
  };
}
