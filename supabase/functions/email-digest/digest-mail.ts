import { capped, NAME_DISPLAY_MAX, oneLine, quotedName } from '../_shared/rules/member-text.ts';
import { serverLocale, serverTexts } from '../_shared/server-messages/index.ts';
import type { FunctionMail } from '../_shared/smtp-sender.ts';
import type { Digest } from './digest.ts';
import type { DigestLinks } from './digest-links.ts';

export interface DigestMail extends FunctionMail {
  headers: Record<string, string>;
}

type Kind = 'matches' | 'likes' | 'connection_requests' | 'messages' | 'profile_views';

// In the mail's order; message lines are one per conversation, so they count members.
const KINDS: readonly Kind[] = ['matches', 'likes', 'connection_requests', 'messages', 'profile_views'];

type Translate = ReturnType<typeof serverTexts>;

/** '“Mia”', '“Mia” and “Leo”', '“Mia”, “Leo” and “Sam”', in her language. */
function listed(names: string[], t: Translate): string {
  if (names.length < 2) return names.join('');
  const first = names.slice(0, -1).reduce((list, next) => t('digest.listComma', { first: list, next }));
  return t('digest.listAnd', { first, last: names.at(-1)! });
}

/** "You have 3 new likes on Ascend"; with several kinds, how many notifications in all. In her language. */
export function digestSubject(digest: Digest): string {
  const t = serverTexts(serverLocale(digest.locale));
  const present = KINDS.filter((kind) => digest[kind] > 0);
  if (present.length === 1) return t(`digest.subject.${present[0]}`, { count: digest[present[0]] });
  const total = present.reduce((sum, kind) => sum + digest[kind], 0);
  return t('digest.subject.total', { count: total });
}

/**
 * The greeting, her own name on its line: one line and capped, but not quoted, since nobody else
 * wrote it.
 */
function greeting(firstName: string | null, t: Translate): string {
  const name = capped(oneLine(firstName ?? ''), NAME_DISPLAY_MAX);
  return name ? t('digest.greeting', { name }) : t('digest.greetingNoName');
}

/**
 * The digest as plain text in her language (profiles.locale; English when she never chose), with the headers that let a mail client unsubscribe in one click (RFC
 * 8058). Other members' names are quoted on one line (_shared/rules/member-text.ts): a name cannot write
 * lines of its own into the mail.
 */
export function digestMail(digest: Digest, links: DigestLinks): DigestMail {
  const t = serverTexts(serverLocale(digest.locale));
  const lines = KINDS.filter((kind) => digest[kind] > 0).map((kind) => `- ${t(`digest.line.${kind}`, { count: digest[kind] })}`);
  const text = [
    greeting(digest.first_name, t),
    '',
    t('digest.intro'),
    '',
    ...lines,
    ...(digest.names.length > 0 ? ['', t('digest.among', { names: listed(digest.names.map(quotedName), t) })] : []),
    '',
    t('digest.seeAll', { url: links.notifications }),
    '',
    '--',
    t('digest.why'),
    t('digest.unsubscribe', { url: links.unsubscribePage }),
    '',
  ].join('\n');
  return {
    to: digest.email,
    subject: digestSubject(digest),
    text,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
