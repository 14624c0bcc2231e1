import type { Digest } from './digest';
import { digestMail, digestSubject } from './digest-mail';

const LINKS = {
  notifications: 'https://ascend.example/notifications',
  unsubscribePage: 'https://ascend.example/unsubscribe?token=T',
  oneClick: 'https://api.example/functions/v1/email-unsubscribe?token=T',
};

const digest = (counts: Partial<Digest> = {}): Digest => ({
  member_id: '00000000-0000-4000-8000-000000000001',
  email: 'ava@example.com',
  first_name: 'Ava',
  matches: 0,
  likes: 0,
  connection_requests: 0,
  messages: 0,
  profile_views: 0,
  names: [],
  ...counts,
});

describe('the digest e-mail', () => {
  it.each([
    [{ likes: 3 }, 'You have 3 new likes on Ascend'],
    [{ likes: 1 }, 'You have a new like on Ascend'],
    [{ matches: 2 }, 'You have 2 new matches on Ascend'],
    [{ messages: 2 }, 'You have new messages from 2 members on Ascend'],
    [{ profile_views: 1 }, 'You have a new profile view on Ascend'],
    [{ likes: 2, matches: 1, connection_requests: 1 }, 'You have 4 new notifications on Ascend'],
  ])('is titled by what happened: %j', (counts, subject) => {
    expect(digestSubject(digest(counts))).toBe(subject);
  });

  it('lists what happened, who, where to see it and how to stop, and offers the one-click unsubscribe', () => {
    const mail = digestMail(digest({ likes: 2, matches: 1, messages: 3, names: ['Mia', 'Leo', 'Sam'] }), LINKS);
    expect(mail.to).toBe('ava@example.com');
    expect(mail.text).toBe(
      [
        'Hi Ava,',
        '',
        'While you were away on Ascend:',
        '',
        '- A new match',
        '- 2 new likes',
        '- New messages from 3 members',
        '',
        'Among them: “Mia”, “Leo” and “Sam”.',
        '',
        'See them all: https://ascend.example/notifications',
        '',
        '--',
        'You get this summary at most once a day, when you have been away, because Email digest is on in Settings → Notifications.',
        'Unsubscribe: https://ascend.example/unsubscribe?token=T',
        '',
      ].join('\n'),
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://api.example/functions/v1/email-unsubscribe?token=T>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('greets without a name and names nobody it was not given', () => {
    const { text } = digestMail(digest({ first_name: null, profile_views: 2 }), LINKS);
    expect(text).toMatch(/^Hi,\n/);
    expect(text).not.toContain('Among them');
  });
});

describe('member names in the digest', () => {
  // A first name written to pose as the mail's own words; rows from before the database refused such
  // names still hold them, so the mail must hold alone.
  const ATTACK = 'Sam\n\nACTION NEEDED: verify at evil.example/v';
  const QUOTED = '“Sam ACTION NEEDED: verify at…”';

  it('shows another member\'s name on one line, quoted and capped, in every part of the mail', () => {
    const mail = digestMail(digest({ likes: 2, names: [ATTACK, 'Mia'] }), LINKS);
    expect(mail.text.split('\n').filter((line) => line.includes('Sam'))).toEqual([`Among them: ${QUOTED} and “Mia”.`]);
    // Whatever parts the mail has (the subject, the text, an HTML part), none says more of it.
    const parts = Object.values(mail).filter((part): part is string => typeof part === 'string');
    for (const part of parts) {
      expect(part).not.toContain('evil.example');
      for (const line of part.split('\n').filter((l) => l.includes('ACTION NEEDED'))) expect(line).toContain(QUOTED);
    }
    expect(mail.subject).toBe('You have 2 new likes on Ascend');
  });

  it('greets her by her own name on the greeting\'s line, however it was written', () => {
    const { text } = digestMail(digest({ first_name: 'Ava\r\nLine two\u2028three', likes: 1 }), LINKS);
    expect(text).toMatch(/^Hi Ava Line two three,\n\nWhile you were away on Ascend:\n/);
  });
});

describe('in her language', () => {
  it('writes the subject, the lines and the footer in Spanish, German or Arabic', () => {
    const spanish = digestMail(digest({ locale: 'es', likes: 1, messages: 3, names: ['Mia', 'Leo', 'Sam'] }), LINKS);
    expect(spanish.subject).toBe('Tienes 4 notificaciones nuevas en Ascend');
    expect(spanish.text).toBe(
      [
        'Hola, Ava:',
        '',
        'Mientras no estabas en Ascend:',
        '',
        '- Un nuevo me gusta',
        '- Mensajes nuevos de 3 personas',
        '',
        'Entre ellos: “Mia”, “Leo” y “Sam”.',
        '',
        'Míralo todo: https://ascend.example/notifications',
        '',
        '--',
        'Recibes este resumen como mucho una vez al día, cuando llevas un tiempo sin entrar, porque el resumen por correo está activado en Ajustes → Notificaciones.',
        'Darte de baja: https://ascend.example/unsubscribe?token=T',
        '',
      ].join('\n'),
    );
    expect(digestSubject(digest({ locale: 'de', matches: 2 }))).toBe('Du hast 2 neue Matches auf Ascend');
    expect(digestSubject(digest({ locale: 'ar', likes: 2 }))).toBe('لديك إعجابان جديدان على Ascend');
    expect(digestMail(digest({ locale: 'de', first_name: null, likes: 1 }), LINKS).text).toMatch(/^Hallo,\n/);
  });

  it('stays in English for an English reader, one who never chose, or a locale it does not speak', () => {
    for (const locale of ['en', null, 'pseudo', 'fr']) expect(digestSubject(digest({ locale, likes: 3 }))).toBe('You have 3 new likes on Ascend');
  });
});
