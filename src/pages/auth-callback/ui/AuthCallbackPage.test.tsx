import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AVA, SESSION_STORAGE_KEY, sessionJson } from '@mocks/auth-fixtures';
import { restUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';

function storeSession() {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionJson(AVA)));
}

function recordProfileInserts(answers: ((body: Record<string, unknown>) => Response)[]) {
  const inserted: Record<string, unknown>[] = [];
  server.use(
    http.get(restUrl('/profiles'), () => HttpResponse.json([])),
    http.post(restUrl('/profiles'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      inserted.push(body);
      return answers[inserted.length - 1](body);
    }),
  );
  return inserted;
}

const created = () => new HttpResponse(null, { status: 201 });

describe('/auth/callback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('creates the missing profile from the e-mail prefix and goes on', async () => {
    storeSession();
    const inserted = recordProfileInserts([created]);
    renderApp('/auth/callback', { liveSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted).toEqual([expect.objectContaining({ id: AVA.id, username: 'avarose', email: AVA.email })]);
  });

  it('falls back to user_xxxxx when the e-mail prefix is taken', async () => {
    storeSession();
    const taken = () => HttpResponse.json({ code: '23505', message: 'duplicate key value', details: null, hint: null }, { status: 409 });
    const inserted = recordProfileInserts([taken, created]);
    renderApp('/auth/callback', { liveSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted.map((row) => row.username)).toEqual(['avarose', expect.stringMatching(/^user_[A-Za-z0-9]{5}$/)]);
  });

  it('leaves an existing profile alone', async () => {
    storeSession();
    const inserts = jest.fn();
    server.use(http.post(restUrl('/profiles'), () => inserts()));
    renderApp('/auth/callback', { liveSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserts).not.toHaveBeenCalled();
  });

  it('says authentication failed and goes to /login without a session', async () => {
    renderApp('/auth/callback', { liveSession: true });
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
