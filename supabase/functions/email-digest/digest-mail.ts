import { capped, NAME_DISPLAY_MAX, oneLine, quotedName } from '../_shared/rules/member-text.ts';
import type { FunctionMail } from '../_shared/smtp-sender.ts';
import type { Digest } from './digest.ts';
import type { DigestLinks } from './digest-links.ts';

export interface DigestMail extends FunctionMail {
  headers: Record<string, string>;
}

type Kind = 'matches' | 'likes' | 'connection_requests' | 'messages' | 'profile_views';

// What each count says, one and many; message lines are one per conversation, so they count members.
const PHRASES: Record<Kind, (count: number) => string> = {
  matches: (n) => (n === 1 ? 'a new match' : `${n} new matches`),
  likes: (n) => (n === 1 ? 'a new like' : `${n} new likes`),
  connection_requests: (n) => (n === 1 ? 'a new connection request' : `${n} new connection requests`),
  messages: (n) => (n === 1 ? 'a new message' : `new messages from ${n} members`),
  profile_views: (n) => (n === 1 ? 'a new profile view' : `${n} new profile views`),
};
const KINDS = Object.keys(PHRASES) as Kind[];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '“Mia”', '“Mia” and “Leo”', '“Mia”, “Leo” and “Sam”'. */
const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** "You have 3 new likes on Ascend"; with several kinds, how many notifications in all. */
export function digestSubject(digest: Digest): string {
  const present = KINDS.filter((kind) => digest[kind] > 0);
  if (present.length === 1) return `You have ${PHRASES[present[0]](digest[present[0]])} on Ascend`;
  const total = present.reduce((sum, kind) => sum + digest[kind], 0);
  return `You have ${total} new notifications on Ascend`;
}

/**
 * The greeting, her own name on its line: one line and capped, but not quoted, since nobody else
 * wrote it.
 */
function greeting(firstName: string | null): string {
  const name = capped(oneLine(firstName ?? ''), NAME_DISPLAY_MAX);
  return name ? `Hi ${name},` : 'Hi,';
}

/**
 * The digest as plain text, with the headers that let a mail client unsubscribe in one click (RFC
 * 8058). Other members' names are quoted on one line (_shared/rules/member-text.ts): a name cannot write
 * lines of its own into the mail.
 */
export function digestMail(digest: Digest, links: DigestLinks): DigestMail {
  const lines = KINDS.filter((kind) => digest[kind] > 0).map((kind) => `- ${capitalised(PHRASES[kind](digest[kind]))}`);
  const text = [
    greeting(digest.first_name),
    '',
    'While you were away on Ascend:',
    '',
    ...lines,
    ...(digest.names.length > 0 ? ['', `Among them: ${listed(digest.names.map(quotedName))}.`] : []),
    '',
    `See them all: ${links.notifications}`,
    '',
    '--',
    'You get this summary at most once a day, when you have been away, because Email digest is on in Settings → Notifications.',
    `Unsubscribe: ${links.unsubscribePage}`,
    '',
  ].join('\n');
  return {
    to: digest.email,
    subject: digestSubject(digest),
    text,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
