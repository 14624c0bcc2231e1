import { render, screen } from '@testing-library/react';
import { ProfileAvatar } from './ProfileAvatar';

describe('ProfileAvatar', () => {
  it('shows the primary photo, named after the member', () => {
    render(<ProfileAvatar profile={{ firstName: 'Ava', username: 'ava_rose', primaryPhotoUrl: 'https://cdn.test/ava.jpg' }} />);
    expect(screen.getByRole('img', { name: 'Ava' })).toHaveAttribute('src', 'https://cdn.test/ava.jpg');
  });

  it('shows a stored photo as a small rendering: 96 px wide, 192 px on dense screens', () => {
    const stored = 'http://localhost:54321/storage/v1/object/public/profile-photos/u1/p1.jpg';
    const rendered = 'http://localhost:54321/storage/v1/render/image/public/profile-photos/u1/p1.jpg';
    render(<ProfileAvatar profile={{ firstName: 'Ava', username: 'ava_rose', primaryPhotoUrl: stored }} size={48} />);
    const photo = screen.getByRole('img', { name: 'Ava' });
    expect(photo).toHaveAttribute('src', `${rendered}?width=96`);
    expect(photo).toHaveAttribute('srcset', `${rendered}?width=96 96w, ${rendered}?width=192 192w`);
    expect(photo).toHaveAttribute('sizes', '48px');
  });

  it('shows the initial without a photo, still named after the member', () => {
    render(<ProfileAvatar profile={{ firstName: null, username: 'noah', primaryPhotoUrl: null }} />);
    expect(screen.getByRole('img', { name: 'noah' })).toHaveTextContent('N');
  });
});
