import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePhotoGallery } from './ProfilePhotoGallery';

const photos = [
  { id: 'p1', url: 'https://cdn.test/primary.jpg', isPrimary: true },
  { id: 'p2', url: 'https://cdn.test/second.jpg', isPrimary: false },
  { id: 'p3', url: 'https://cdn.test/third.jpg', isPrimary: false },
];

const large = () => screen.getByRole('img', { name: /^Photo \d of 3 of Ava$/ });

describe('ProfilePhotoGallery', () => {
  it('shows the first (primary) photo large, named for whose and which it is', () => {
    render(<ProfilePhotoGallery photos={photos} name="Ava" />);
    expect(screen.getByRole('region', { name: 'Photos of Ava' })).toBeInTheDocument();
    expect(large()).toHaveAccessibleName('Photo 1 of 3 of Ava');
    expect(large()).toHaveAttribute('src', 'https://cdn.test/primary.jpg');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows another photo from its thumbnail, and browses with the arrow buttons and keys', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProfilePhotoGallery photos={photos} name="Ava" />);
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(large()).toHaveAttribute('src', 'https://cdn.test/third.jpg');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(large()).toHaveAccessibleName('Photo 1 of 3 of Ava');
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAttribute('src', 'https://cdn.test/second.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(large()).toHaveAttribute('src', 'https://cdn.test/third.jpg');
  });

  it("shows a stored photo through renderings in its column's size, not the uploaded original", () => {
    const stored = 'http://127.0.0.1:3000/storage/v1/object/public/profile-photos/u1/a.jpg';
    render(<ProfilePhotoGallery photos={[{ id: 'p1', url: stored, isPrimary: true }]} name="Ava" />);
    const rendered = (width: number) => `http://127.0.0.1:3000/storage/v1/render/image/public/profile-photos/u1/a.jpg?width=${width}`;
    const photo = screen.getByRole('img', { name: 'Photo 1 of 1 of Ava' });
    expect(photo).toHaveAttribute('src', rendered(400));
    expect(photo).toHaveAttribute('srcset', `${rendered(400)} 400w, ${rendered(800)} 800w, ${rendered(1600)} 1600w`);
    expect(photo).toHaveAttribute('sizes', '(max-width: 899px) calc(100vw - 32px), 360px');
  });

  it('has no browsing controls for a single photo, and nothing without photos', () => {
    const { rerender } = render(<ProfilePhotoGallery photos={photos.slice(0, 1)} name="Ava" />);
    expect(screen.getByRole('img', { name: 'Photo 1 of 1 of Ava' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ProfilePhotoGallery photos={[]} name="Ava" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
