/**
 * What a loaded language answers for one text: its translation of the English text `id` (with the
 * English function's arguments, if it is one), or undefined when the catalogue lacks it (English shows).
 */
export type Translator = (id: string, english: unknown, args: readonly unknown[]) => string | undefined;

/** A catalogue: ICU MessageFormat messages keyed `namespace.key` (docs/i18n.md); `{0}`, `{1}` are the English function's arguments. */
export type Catalogue = Readonly<Record<string, string>>;
