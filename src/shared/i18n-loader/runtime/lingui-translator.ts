import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue, Translator } from '@/shared/i18n';

/**
 * A catalogue's messages compiled once, when its language is loaded (Lingui's runtime; no macros, no
 * build step: docs/i18n.md says why), and formatted with the language's plural rules.
 */
export function linguiTranslator(locale: string, catalogue: Catalogue): Translator {
  const compiled = Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (id, _english, args) => (Object.hasOwn(compiled, id) ? i18n._(id, { ...args }) : undefined);
}
