import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, singleLineTextMessage } from '@/shared/config';
import { validateContactSupport } from './contact-support-schema';

describe('the Contact support form’s rules', () => {
  it('trims both texts as the database does, and sends them trimmed', () => {
    expect(validateContactSupport({ subject: '\u00A0 Help \n', message: '\n Line one\nLine two \t' })).toEqual({
      values: { subject: 'Help', message: 'Line one\nLine two' },
    });
  });

  it('wants the subject on one line: no line break, tab or reordering control inside', () => {
    for (const subject of ['Help\nnow', 'Help\tnow', 'Help\u2028now', 'Help \u202Eedoc']) {
      expect(validateContactSupport({ subject, message: 'x' })).toEqual({ errors: { subject: singleLineTextMessage('Subject') } });
    }
  });

  it('holds both to the database’s lengths, after trimming', () => {
    expect(validateContactSupport({ subject: ` ${'s'.repeat(SUPPORT_SUBJECT_MAX)} `, message: 'm'.repeat(SUPPORT_MESSAGE_MAX) })).toHaveProperty('values');
    expect(validateContactSupport({ subject: 's'.repeat(SUPPORT_SUBJECT_MAX + 1), message: 'm'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toEqual({
      errors: { subject: `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`, message: 'Message must be at most 5,000 characters' },
    });
  });
});
