import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { SUPABASE_URL } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';
import { unsubscribeTexts as t } from '../config/unsubscribe-texts';

const FUNCTION_URL = `${SUPABASE_URL}/functions/v1/email-unsubscribe`;

interface Posted {
  token: string | null;
  contentType: string | null;
  body: string;
}

/** The function's answer; what the page sent it is recorded. */
function answerUnsubscribe(status: number, body: object) {
  const posted: Posted[] = [];
  server.use(
    http.post(FUNCTION_URL, async ({ request }) => {
      posted.push({
        token: new URL(request.url).searchParams.get('token'),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return posted;
}

// What the function does with a token is its own (server/functions/email-digest.contract.test.ts):
// here it answers as each test states.
describe('/unsubscribe', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('unsubscribes on the click only, without a session, as the one-click POST of RFC 8058', async () => {
    const posted = answerUnsubscribe(200, { unsubscribed: true });
    const requests = recordRequests();
    const { user } = renderApp('/unsubscribe?token=tok_en-1');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    // Opening the page (a link scanner does) changes nothing.
    expect(posted).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer receive digest e-mails. You can turn them back on in Settings → Notifications.',
    );
    expect(posted).toEqual([{ token: 'tok_en-1', contentType: 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' }]);
    expect(requests.filter((r) => r.includes('/functions/'))).toEqual(['POST /functions/v1/email-unsubscribe']);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a link the function refuses is not valid, and offers Settings instead', async () => {
    answerUnsubscribe(400, { error: 'This unsubscribe link is not valid.', code: 'invalid_link' });
    const { user } = renderApp('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(t.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says a link without a token is not valid, and asks nothing', async () => {
    const requests = recordRequests();
    renderApp('/unsubscribe');
    expect(await screen.findByText(t.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/functions/'))).toEqual([]);
  });

  it('lets her try again when the function fails', async () => {
    answerUnsubscribe(500, { error: 'boom' });
    const { user } = renderApp('/unsubscribe?token=tok');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Failed to unsubscribe. Please try again.')).toBeInTheDocument();
    answerUnsubscribe(200, { unsubscribed: true });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.done);
  });
});
