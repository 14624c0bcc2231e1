// Texts other members see inline, and e-mails and prompts quote, are one line of plain text: no
// line breaks, tabs or other control characters (C0, DEL, C1, U+2028/U+2029), and no bidi
// embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which reorder the text around a
// name. Marks (U+200E, U+200F) stay: right-to-left names need them. The database refuses the same
// (prepare_profile and the profiles_*_single_line constraints), in the same words. Imports nothing,
// so server tests can tie it to the SQL.
// eslint-disable-next-line no-control-regex -- control characters are what this rule is about
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The refusal's words, for a field's label ('First name'). */
export const singleLineTextMessage = (label: string) => `${label} cannot contain line breaks or other control characters`;
