import { screen, within } from '@testing-library/react';
import type { DiscoveryCard } from '@/entities/discovery-feed';
import { renderWithProviders } from '@test/render-with-providers';
import { CARD_PHOTO_SIZES } from '../config/card-layout';
import { DiscoveryGridCard } from './DiscoveryGridCard';

const noah: DiscoveryCard = {
  id: 'noah-id',
  username: 'noah',
  verified: false,
  firstName: 'Noah',
  age: 31,
  gender: 'male',
  location: 'Boston',
  bio: null,
  interests: ['Music', 'Art', 'Hiking', 'Cooking'],
  relationshipGoals: [],
  primaryPhotoUrl: 'https://cdn.test/noah.jpg',
  distanceMiles: 5,
  sharedInterests: ['Hiking'],
  lastActive: null,
  score: 10,
  likedMe: false,
};

describe('DiscoveryGridCard', () => {
  it('shows photo, name and age, city, the rounded distance and the shared interests first', () => {
    renderWithProviders(<DiscoveryGridCard card={noah} position={0} />, { session: 'signedIn' });
    const card = within(screen.getByRole('article', { name: 'Noah, 31' }));
    expect(card.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('src', 'https://cdn.test/noah.jpg');
    expect(card.getByText('Boston')).toBeInTheDocument();
    expect(card.getByText('about 5 miles away')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Shared interests' })).getByText('Hiking')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Interests' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Music', 'Art']);
  });

  it('shows the verified badge of a verified member (the feed says who is)', () => {
    renderWithProviders(<DiscoveryGridCard card={{ ...noah, verified: true }} position={0} />, { session: 'signedIn' });
    expect(within(screen.getByRole('article', { name: 'Noah, 31' })).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('holds AI Assist from the page, Show Interest and View Profile', () => {
    renderWithProviders(<DiscoveryGridCard card={noah} aiAssist={<button type="button">AI Assist</button>} position={0} />, { session: 'signedIn' });
    const card = within(screen.getByRole('article', { name: 'Noah, 31' }));
    expect(card.getByRole('button', { name: 'AI Assist' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show Interest in Noah' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Profile of Noah' })).toHaveAttribute('href', '/profile/noah-id');
  });

  it("tells the card how wide the grid shows its photo, so the browser picks the rendering that fills it", () => {
    const stored = 'http://localhost:54321/storage/v1/object/public/profile-photos/noah/p1.jpg';
    renderWithProviders(<DiscoveryGridCard card={{ ...noah, primaryPhotoUrl: stored }} position={0} />, { session: 'signedIn' });
    const photo = screen.getByRole('img', { name: 'Photo of Noah' });
    expect(photo).toHaveAttribute('sizes', CARD_PHOTO_SIZES);
    expect(photo.getAttribute('srcset')).toContain('/storage/v1/render/image/public/profile-photos/noah/p1.jpg?width=800 800w');
  });

  it("says 'Liked you' on the card of a member whose like waits for the viewer, and only there", () => {
    const { unmount } = renderWithProviders(<DiscoveryGridCard card={{ ...noah, likedMe: true, distanceMiles: null }} position={0} />, { session: 'signedIn' });
    expect(within(screen.getByRole('article', { name: 'Noah, 31' })).getByText('Liked you')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DiscoveryGridCard card={noah} position={0} />, { session: 'signedIn' });
    expect(screen.queryByText('Liked you')).not.toBeInTheDocument();
  });

  it('says nothing of distance when either member has no city', () => {
    renderWithProviders(<DiscoveryGridCard card={{ ...noah, distanceMiles: null }} position={0} />, { session: 'signedIn' });
    expect(screen.queryByText(/miles? away/)).not.toBeInTheDocument();
  });

  it("loads the first card's photo first, the first screen's at once, and the rest only as they near the screen", () => {
    const { unmount } = renderWithProviders(<DiscoveryGridCard card={noah} position={0} />, { session: 'signedIn' });
    expect(screen.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('loading', 'eager');
    unmount();
    const second = renderWithProviders(<DiscoveryGridCard card={noah} position={2} />, { session: 'signedIn' });
    expect(screen.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('fetchpriority', 'auto');
    second.unmount();
    renderWithProviders(<DiscoveryGridCard card={noah} position={6} />, { session: 'signedIn' });
    expect(screen.getByRole('img', { name: 'Photo of Noah' })).toHaveAttribute('loading', 'lazy');
  });
});
