import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { testServerEnv } from '@test/integration/test-server-env';
import { renderAppAs } from '@test/sign-in-as';

// A complete 1×1 PNG: the storage server checks an image by its bytes.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

interface Mail {
  subject: string;
  text: string;
  attachments: { filename: string }[];
}

/** The team's mails in the embedded server's local mailbox (/_mail, served by a local server). */
async function supportMails(): Promise<Mail[]> {
  const res = await fetch(`${testServerEnv().url}/_mail/api/messages?to=${encodeURIComponent('support@localhost')}`);
  return (await res.json()) as Mail[];
}

describe('Contact support against the real server', () => {
  it('sends a request with a screenshot: stored as hers alone, listed as open, e-mailed to the team', async () => {
    const member = await signUpMember();
    const subject = `Cannot upload ${member.username}`;
    const { user } = await renderAppAs(member, '/support');
    expect(await screen.findByText('You have not contacted support yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste(subject);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('It says the file is too large.\nThanks');
    // Node's File, which this environment's FormData (Node's, set by jest-fixed-jsdom) can send; jsdom's would go as "[object File]".
    const screenshot = new NodeFile([PNG], 'screen.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add a screenshot (optional)'), { target: { files: [screenshot] } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request was sent. We will answer by e-mail.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const item = (await within(list).findByRole('heading', { name: subject })).closest('li')!;
    expect(item).toHaveTextContent(/Open/);
    expect(item).toHaveTextContent(/Screenshot attached/);
    // A Free member: no priority.
    expect(item).not.toHaveTextContent(/Priority/);

    const { data: own } = await (await clientAs(member)).from('support_requests').select('subject, priority, screenshot_path');
    expect(own).toEqual([{ subject, priority: false, screenshot_path: expect.stringMatching(new RegExp(`^${member.id}/.+\\.png$`)) }]);
    const { data: others } = await (await clientAs(await signUpMember())).from('support_requests').select('id');
    expect(others).toEqual([]);

    const mail = (await supportMails()).find((m) => m.subject === `Support request: “${subject}”`);
    expect(mail?.text).toContain('> It says the file is too large.\n> Thanks');
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'screenshot.png' })]);
  });

  it('shows the database’s own words when it refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const member = await signUpMember();
    const { user } = await renderAppAs(member, '/support');
    await screen.findByRole('form', { name: 'Contact support' });
    // Typed into the page's field it would be caught first; the database says the same for a request sent around it.
    const client = await clientAs(member);
    for (let i = 0; i < 5; i++) await client.functions.invoke('support', { body: { subject: `Question ${i}`, message: 'x' } });
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('One more');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('Sorry');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You have sent 5 support requests today. Please try again tomorrow.')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
