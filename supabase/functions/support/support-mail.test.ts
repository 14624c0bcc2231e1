import type { StoredSupportRequest } from './stored-request';
import { supportMail, supportSubject } from './support-mail';

const request = (over: Partial<StoredSupportRequest> = {}): StoredSupportRequest => ({
  id: '11111111-1111-4111-8111-111111111111',
  user_id: '00000000-0000-4000-8000-000000000001',
  subject: 'Cannot upload a photo',
  message: 'It says the file is too large.\n\nThanks',
  screenshot_path: null,
  priority: false,
  state: 'open',
  created_at: '2026-11-29T10:00:00+00:00',
  state_changed_at: null,
  ...over,
});
const sender = { email: 'ava@example.com', username: 'ava_smith', firstName: 'Ava' };

describe('the support mail', () => {
  it('says who wrote, whether it is priority, and quotes what she wrote', () => {
    const mail = supportMail({ request: request(), sender, to: 'support@localhost' });
    expect(mail).toEqual({
      to: 'support@localhost',
      subject: 'Support request: “Cannot upload a photo”',
      replyTo: 'ava@example.com',
      text: [
        'A support request on Ascend.',
        '',
        'From: @ava_smith “Ava” <ava@example.com>',
        'Member id: 00000000-0000-4000-8000-000000000001',
        'Priority: no',
        'Sent: 2026-11-29T10:00:00+00:00',
        'Request id: 11111111-1111-4111-8111-111111111111',
        '',
        'Subject: “Cannot upload a photo”',
        '',
        'Message:',
        '> It says the file is too large.',
        '>',
        '> Thanks',
        '',
        'Screenshot: none',
        '',
        '--',
        'Reply to this e-mail to answer the member (ava@example.com).',
        'Once answered: npm run support:list -- --answered 11111111-1111-4111-8111-111111111111',
        '',
      ].join('\n'),
    });
  });

  it('puts [Priority] first in the subject of a priority request, and only there', () => {
    expect(supportSubject(request({ priority: true }))).toBe('[Priority] Support request: “Cannot upload a photo”');
    expect(supportSubject(request({ subject: '[Priority] urgent' }))).toBe('Support request: “[Priority] urgent”');
  });

  it('keeps her subject and name on one line inside the quotes, however they were written', () => {
    const mail = supportMail({ request: request({ subject: 'Help\r\nBcc: all@example.com "now"' }), sender: { ...sender, firstName: 'Ava\nAdmin' }, to: 'support@localhost' });
    expect(mail.subject).toBe("Support request: “Help Bcc: all@example.com 'now'”");
    expect(mail.text).toContain('From: @ava_smith “Ava Admin” <ava@example.com>\n');
    expect(mail.text.split('\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
  });

  it('attaches the screenshot, or says where it is when it could not be attached', () => {
    const withShot = request({ screenshot_path: 'u1/abc.png' });
    const file = { filename: 'screenshot.png', contentType: 'image/png', base64: 'iVBORw0KGgo=' };
    const attached = supportMail({ request: withShot, sender, to: 'support@localhost', screenshot: file });
    expect(attached.attachments).toEqual([file]);
    expect(attached.text).toContain('Screenshot: attached (support-screenshots/u1/abc.png)');
    const missing = supportMail({ request: withShot, sender, to: 'support@localhost', screenshot: 'not_attached' });
    expect(missing.attachments).toBeUndefined();
    expect(missing.text).toContain('Screenshot: could not be attached; it is stored at support-screenshots/u1/abc.png');
  });

  it('has no Reply-To without an address', () => {
    const mail = supportMail({ request: request(), sender: { username: 'g_user', firstName: null }, to: 'support@localhost' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('From: @g_user\n');
  });
});
