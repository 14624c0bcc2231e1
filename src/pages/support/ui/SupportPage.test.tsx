import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { offline, rest } from '@mocks/api';
import { mockMember, myPlanRow, supportRequestRow, type SupportRequestRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { storageUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { SUPPORT_SCREENSHOT_MAX_BYTES, SUPPORT_SUBJECT_MAX } from '@/shared/config';

// The rules are the database's and the function's (server/db/rls/support-requests.test.ts,
// server/functions/support.contract.test.ts); here, what the page shows of them.

/** The member's requests as the server holds them, and the bodies the support function received. */
function supportServer(rows: SupportRequestRow[] = [], answer?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...rest.select('support_requests', () => [...rows].reverse()),
    rest.fn<Record<string, unknown>>('support', (body) => {
      sent.push(body);
      if (answer) return answer(body);
      const row = supportRequestRow({ subject: body.subject as string, message: body.message as string, screenshot_path: (body.screenshot_path as string | null) ?? null });
      rows.push(row);
      return HttpResponse.json({ request: row, mailed: true }, { status: 201 });
    }),
  );
  return sent;
}

async function openSupport() {
  const member = mockMember();
  const view = await renderAppAs(member, '/support');
  await screen.findByRole('form', { name: 'Contact support' });
  return { ...view, member };
}

type User = Awaited<ReturnType<typeof openSupport>>['user'];

async function fill(user: User, subject: string, message: string) {
  if (subject) {
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste(subject);
  }
  if (message) {
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste(message);
  }
}

const chooseScreenshot = (file: File) => fireEvent.change(screen.getByLabelText('Add a screenshot (optional)'), { target: { files: [file] } });
const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'screen.png', { type: 'image/png' });

describe('Contact support', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a subject and a message, within their limits, before sending anything', async () => {
    supportServer();
    const { user } = await openSupport();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');

    await fill(user, 's'.repeat(SUPPORT_SUBJECT_MAX + 1), '   ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(`Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    expect(requests.filter((r) => r.includes('/functions/') || r.includes('/storage/'))).toEqual([]);
  });

  it('takes only an image of 5 MB or less as the screenshot', async () => {
    supportServer();
    const { user } = await openSupport();
    const field = () => screen.getByLabelText('Add a screenshot (optional)');
    chooseScreenshot(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(field()).toHaveAccessibleDescription('Choose a PNG, JPEG, WebP or GIF image');
    chooseScreenshot(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(field()).toHaveAccessibleDescription('Choose a PNG, JPEG, WebP or GIF image');
    chooseScreenshot(png(SUPPORT_SCREENSHOT_MAX_BYTES + 1));
    expect(field()).toHaveAccessibleDescription('The screenshot must be 5 MB or smaller');
    chooseScreenshot(png());
    expect(screen.getByText('screen.png')).toBeInTheDocument();
    // Removed, the field is back with its hint.
    await user.click(screen.getByRole('button', { name: 'Remove screenshot' }));
    expect(field()).toHaveAccessibleDescription('PNG, JPEG, WebP or GIF, up to 5 MB. Only our support team sees it.');
  });

  it('sends the request with its screenshot, says so, empties the form and lists the request as open', async () => {
    const sent = supportServer();
    const uploads: string[] = [];
    server.use(
      http.post(storageUrl('/object/support-screenshots/*'), ({ params }) => {
        uploads.push(String(params[0]));
        return HttpResponse.json({ Id: crypto.randomUUID(), Key: `support-screenshots/${String(params[0])}` });
      }),
    );
    const { user, member } = await openSupport();
    expect(await screen.findByText('You have not contacted support yet.')).toBeInTheDocument();
    await fill(user, '  Cannot upload a photo ', 'It says the file is too large.\nThanks');
    chooseScreenshot(png());
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request was sent. We will answer by e-mail.')).toBeInTheDocument();
    expect(uploads).toEqual([expect.stringMatching(new RegExp(`^${member.id}/[0-9a-f-]{36}\\.png$`))]);
    expect(sent).toEqual([{ subject: 'Cannot upload a photo', message: 'It says the file is too large.\nThanks', screenshot_path: uploads[0] }]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.queryByText('screen.png')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const item = await within(list).findByRole('heading', { name: 'Cannot upload a photo' });
    expect(item.closest('li')).toHaveTextContent(/Open/);
    expect(item.closest('li')).toHaveTextContent(/Screenshot attached/);
  });

  it('lists her requests newest first with their states, priority marked', async () => {
    supportServer([
      supportRequestRow({ subject: 'Old question', state: 'closed', created_at: '2026-10-01T10:00:00Z' }),
      supportRequestRow({ subject: 'Billing', state: 'answered', priority: true, created_at: '2026-11-01T10:00:00Z' }),
    ]);
    await openSupport();
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Billing', 'Old question']);
    expect(items[0]).toHaveTextContent(/Priority/);
    expect(items[0]).toHaveTextContent(/Answered/);
    expect(items[1]).toHaveTextContent(/Closed/);
    expect(items[1]).not.toHaveTextContent(/Priority/);
  });

  it('shows the database’s refusal in its words, and keeps what she wrote', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    supportServer([], () =>
      HttpResponse.json({ error: 'You have sent 5 support requests today. Please try again tomorrow.', code: 'PT429' }, { status: 429 }),
    );
    const { user } = await openSupport();
    await fill(user, 'Once more', 'Sorry');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You have sent 5 support requests today. Please try again tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Once more');
  });

  it('says so when the network fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    supportServer();
    server.use(http.post('*/functions/v1/support', () => offline()));
    const { user } = await openSupport();
    await fill(user, 'Hello', 'A question');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Network connection error. Please check your internet connection and try again.')).toBeInTheDocument();
  });

  it('offers the list again when it fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/rest/v1/support_requests', () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 })));
    await openSupport();
    expect(await screen.findByText('Failed to load your support requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('priority support on the page', () => {
  it('tells a member without it which plans include it, with Upgrade Plan', async () => {
    supportServer();
    await openSupport();
    expect(await screen.findByText('Priority support comes with Elite. Upgrade to have your requests answered first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('tells an Elite member her requests come first', async () => {
    supportServer();
    server.use(rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]));
    await openSupport();
    expect(await screen.findByText('Your plan includes priority support: your requests are answered first.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });
});
