import { render, screen } from '@testing-library/react';
import { ProfileAvatar } from './ProfileAvatar';

describe('ProfileAvatar', () => {
  it('shows the primary photo, named after the member', () => {
    render(<ProfileAvatar profile={{ firstName: 'Ava', username: 'ava_rose', primaryPhotoUrl: 'https://cdn.test/ava.jpg' }} />);
    expect(screen.getByRole('img', { name: 'Ava' })).toHaveAttribute('src', 'https://cdn.test/ava.jpg');
  });

  it('shows the initial without a photo, still named after the member', () => {
    render(<ProfileAvatar profile={{ firstName: null, username: 'noah', primaryPhotoUrl: null }} />);
    expect(screen.getByRole('img', { name: 'noah' })).toHaveTextContent('N');
  });
});
