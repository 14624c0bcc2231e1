import { screen } from '@testing-library/react';
import { keepStyles } from '@test/emotion-styles';
import { injectApi } from '@test/inject-api';
import { renderWithProviders } from '@test/render-with-providers';
import { cutsText } from '@test/shown-whole';
import type { ThreadPartner } from '../model/use-thread-partner';
import { ThreadHeader } from './ThreadHeader';

// Whether a name is cut is said by MUI's styles.
keepStyles();

// 'Video call' reads her plan.
beforeAll(() => injectApi());

const partner: ThreadPartner = {
  name: 'Maximiliana-Josephine',
  handle: '@maximiliana_josephine_the_second',
  firstName: 'Maximiliana-Josephine',
  photoUrl: null,
  showOnlineStatus: false,
  matched: true,
  meShowsOnline: true,
  verified: false,
};

describe('ThreadHeader', () => {
  it('shows the name and the username whole, never cut to an ellipsis (a narrow header wraps them)', () => {
    const { container } = renderWithProviders(<ThreadHeader me={crypto.randomUUID()} partnerId={crypto.randomUUID()} partner={partner} online={false} onBack={() => {}} />, { session: 'signedIn' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Maximiliana-Josephine' });
    expect(cutsText(heading, container)).toBeNull();
    expect(cutsText(screen.getByText('@maximiliana_josephine_the_second'), container)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('shows the verified badge beside the name of a verified partner, the heading still her name', () => {
    renderWithProviders(<ThreadHeader me={crypto.randomUUID()} partnerId={crypto.randomUUID()} partner={{ ...partner, verified: true }} online={false} />, { session: 'signedIn' });
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Maximiliana-Josephine' })).toBeInTheDocument();
  });
});
