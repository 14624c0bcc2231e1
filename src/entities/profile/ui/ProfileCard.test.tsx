import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import { changeLocale } from '@/shared/i18n';
import type { PublicProfile } from '../model/profile';
import { ProfileCard } from './ProfileCard';

const ava: PublicProfile = {
  id: 'u1',
  username: 'ava_rose',
  verified: false,
  firstName: 'Ava',
  age: 29,
  gender: 'female',
  bio: null,
  location: 'Lisbon',
  interests: ['Hiking', 'Cooking', 'Travel', 'Reading'],
  relationshipGoals: [],
  photos: [{ id: 'p1', url: 'https://cdn.test/ava.jpg', isPrimary: true }],
  primaryPhotoUrl: 'https://cdn.test/ava.jpg',
  lastActive: null,
  memberSince: '2026-01-01T00:00:00Z',
  bodyType: null,
  hairType: null,
  heightCm: null,
  education: null,
  drinking: null,
  smoking: null,
  religion: null,
  hasChildren: null,
  wantsChildren: null,
};

describe('ProfileCard', () => {
  it('is an article named by its heading: first name and age', () => {
    render(<ProfileCard profile={ava} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ava, 29' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ava, 29' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('shows the verified badge of a verified member outside the heading', () => {
    render(<ProfileCard profile={{ ...ava, verified: true }} />);
    const article = screen.getByRole('article', { name: 'Ava, 29' });
    expect(within(article).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows the primary photo with a text alternative, the location and the first interests', () => {
    render(<ProfileCard profile={ava} interestCount={3} />);
    expect(screen.getByRole('img', { name: 'Photo of Ava' })).toHaveAttribute('src', 'https://cdn.test/ava.jpg');
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    const interests = within(screen.getByRole('list', { name: 'Interests' })).getAllByRole('listitem');
    expect(interests.map((item) => item.textContent)).toEqual(['Hiking', 'Cooking', 'Travel']);
  });

  it('shows a stored photo as renderings in the card size, its box reserved at 4:5 before it loads', () => {
    const stored = 'http://localhost:54321/storage/v1/object/public/profile-photos/u1/p1.jpg';
    const rendered = 'http://localhost:54321/storage/v1/render/image/public/profile-photos/u1/p1.jpg';
    render(<ProfileCard profile={{ ...ava, primaryPhotoUrl: stored }} photoSizes="300px" />);
    const photo = screen.getByRole('img', { name: 'Photo of Ava' });
    expect(photo).toHaveAttribute('src', `${rendered}?width=400`);
    expect(photo).toHaveAttribute('srcset', `${rendered}?width=400 400w, ${rendered}?width=800 800w`);
    expect(photo).toHaveAttribute('sizes', '300px');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '500');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('puts the actions the widget gives it inside the card', () => {
    render(<ProfileCard profile={ava} actionSlot={<Button>Show Interest</Button>} />);
    const card = screen.getByRole('article', { name: 'Ava, 29' });
    expect(within(card).getByRole('button', { name: 'Show Interest' })).toBeInTheDocument();
  });

  it('shows the shared interests first, highlighted in a list of their own, within the same count, and the details line', () => {
    render(<ProfileCard profile={ava} interestCount={3} sharedInterests={['Travel', 'Reading']} details={<span>about 5 miles away</span>} />);
    const shared = within(screen.getByRole('list', { name: 'Shared interests' })).getAllByRole('listitem');
    expect(shared.map((item) => item.textContent)).toEqual(['Travel', 'Reading']);
    const others = within(screen.getByRole('list', { name: 'Interests' })).getAllByRole('listitem');
    expect(others.map((item) => item.textContent)).toEqual(['Hiking']);
    expect(screen.getByText('about 5 miles away')).toBeInTheDocument();
  });

  it('falls back to the username, the initial and no age when those are missing', () => {
    render(<ProfileCard profile={{ ...ava, firstName: null, age: null, primaryPhotoUrl: null, interests: [], location: null }} />);
    expect(screen.getByRole('heading', { name: 'ava_rose' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ava_rose' })).toHaveTextContent('A');
    expect(screen.queryByRole('list', { name: 'Interests' })).not.toBeInTheDocument();
  });

  it('shows its words and the interests in the language of the moment, the stored interests unchanged', async () => {
    await changeLocale('es', { save: false });
    try {
      render(<ProfileCard profile={{ ...ava, verified: true }} interestCount={3} sharedInterests={['Travel']} />);
      expect(screen.getByRole('img', { name: 'Foto de Ava' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Verificado' })).toBeInTheDocument();
      const shared = within(screen.getByRole('list', { name: 'Intereses en común' })).getAllByRole('listitem');
      expect(shared.map((item) => item.textContent)).toEqual(['Viajar']);
      const others = within(screen.getByRole('list', { name: 'Intereses' })).getAllByRole('listitem');
      expect(others.map((item) => item.textContent)).toEqual(['Senderismo', 'Cocina']);
    } finally {
      await changeLocale('en', { save: false });
    }
  });
});
