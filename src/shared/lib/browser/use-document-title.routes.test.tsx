import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { server } from '@mocks/server';
import { renderApp, type TestSession } from '@test/render-with-providers';
import { DEFAULT_DOCUMENT_TITLE } from './use-document-title';

// Every route names its tab (the page components call useDocumentTitle); the landing page keeps the site title.
describe('document titles of the routes', () => {
  // Discover has nobody to show.
  beforeEach(() => server.use(rest.rpc('get_discovery_feed', [])));

  it.each<[string, TestSession, string]>([
    ['/', 'signedOut', DEFAULT_DOCUMENT_TITLE],
    ['/login', 'signedOut', 'Sign in · Ascend'],
    ['/register', 'signedOut', 'Create your account · Ascend'],
    ['/terms', 'signedOut', 'Terms of Service · Ascend'],
    ['/privacy', 'signedOut', 'Privacy Policy · Ascend'],
    ['/pricing', 'signedOut', 'Pricing · Ascend'],
    ['/safety', 'signedOut', 'Safety Tips · Ascend'],
    ['/home', 'signedIn', 'Discover · Ascend'],
    ['/messages', 'signedIn', 'Messages · Ascend'],
  ])('%s reads "%s"', async (path, session, title) => {
    document.title = 'stale';
    renderApp(path, { session });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
