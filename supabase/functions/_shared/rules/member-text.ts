/**
 * A member's own words where someone else reads them (a digest e-mail, a browser notification, an
 * AI answer) or where a model is told about her (the `ai` function's prompts): one line, in quotes,
 * capped. So a first name such as "Sam\n\nACTION NEEDED: verify at …" stays visibly a name and
 * cannot write lines, paragraphs or a closing quote of its own. Written once for the functions and
 * the SPA (src/entities/notification); no imports, so the SPA's build takes the file as it is.
 * docs/security.md (Member text in messages and prompts).
 */

/** Every control character (C0 with line feed and tab, DEL, C1 with NEL) and the Unicode line and paragraph separators. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;

/** Bidirectional controls: they reorder the text after them, the app's own words included. */
const REORDERING = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Double quotation marks of any script: inside a quoted value each becomes an apostrophe, so none closes it. */
const DOUBLE_QUOTES = /["\u00AB\u00BB\u201C-\u201F\u2033\u2036\u301D-\u301F\uFF02]/g;

/**
 * How long a name may be where another member reads it: the username's own maximum, so a username
 * is never cut, and room for compound first names ("Jean-Baptiste Emmanuel" is 22), but not for a
 * sentence with a link after it. The database allows first names of 50.
 */
export const NAME_DISPLAY_MAX = 30;

/** The text on one line: breaks and control characters become spaces, runs of spaces one. */
export function oneLine(text: string): string {
  return text.replace(REORDERING, '').replace(BREAKS, ' ').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, counted in code points so no emoji is split; cut text ends with '…'. */
export function capped(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * Member text as a quoted value: one line, no double quotation mark inside, at most `max`
 * characters between the marks. Curly quotes for people to read; the prompts use straight ones.
 */
export function quotedMemberText(text: string, max: number, [open, close]: readonly [string, string] = ['“', '”']): string {
  return `${open}${capped(oneLine(text).replace(DOUBLE_QUOTES, "'"), max)}${close}`;
}

/** The name shown for a member who hides their profile from the reader (the app, its notifications and pushes). */
export const HIDDEN_MEMBER_NAME = 'Ascend member';

/** A member's name in a message to another member: “Sam”. */
export const quotedName = (name: string): string => quotedMemberText(name, NAME_DISPLAY_MAX);

/** An event's title in a notification: “Rooftop mixer”, at most the 120 characters events allow. */
export const quotedEventTitle = (title: string): string => quotedMemberText(title, 120);

/** Where a member's text of several lines starts a new one: every kind of line break. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * A member's text of several lines (a support request's message) as an e-mail quotes it: each of
 * her lines after '> ', so none can pass for a line of the mail's own (a signature, a "Reply to:",
 * a header-like line). Other control characters become spaces and bidirectional controls are
 * dropped, as in `oneLine`; the length is the caller's (the database caps it).
 */
export function quotedLines(text: string): string[] {
  return text
    .replace(REORDERING, '')
    .split(LINE_BREAKS)
    .map((line) => `> ${line.replace(BREAKS, ' ')}`.trimEnd());
}
