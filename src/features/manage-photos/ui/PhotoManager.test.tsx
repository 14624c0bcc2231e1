import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { restUrl, storageUrl, SUPABASE_URL } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// jsdom has no canvas: the re-encoding is the library's job, and the e2e spec checks its output.
// (A Blob, not jsdom's File: the test environment's FormData is Node's, which takes only its own Blob.)
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async (file: File) => new Blob([`re-encoded ${file.name}`], { type: 'image/jpeg' })),
}));

const publicUrl = (name: string) => `${SUPABASE_URL}/storage/v1/object/public/profile-photos/${name}`;

/** A member with `count` photos (the first primary) and the Photos section of Edit Profile open. */
async function openPhotos(count = 0) {
  const { user: member } = seedMember({ first_name: 'Ava' });
  const photos = Array.from({ length: count }, (_, i) => {
    const name = `${member.id}/${'p'.repeat(20)}${i}.jpg`;
    mockDb.storageObjects.create({ bucket_id: 'profile-photos', name, owner_id: member.id, content_type: 'image/jpeg', size: 10 });
    return mockDb.photos.create({ user_id: member.id, url: publicUrl(name), position: i });
  });
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Photos' }));
  await screen.findByLabelText('Upload photo');
  return { ...rendered, member, photos };
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [file] } });
const image = (name = 'me.png', bytes = 100, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('photos in Edit Profile', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a file that is not an image', image('notes.txt', 100, 'text/plain'), 'Please upload an image file'],
    ['an image over 5 MB', image('big.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'), 'File size must be less than 5MB'],
  ])('refuses %s before sending a byte', async (_case, file, message) => {
    await openPhotos();
    const requests = recordRequests();
    choose(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(mockDb.storageObjects.findMany()).toEqual([]);
  });

  it('uploads the re-encoded JPEG to the member folder, records it, and makes the first photo primary', async () => {
    const { member } = await openPhotos();
    choose(image('me.png'));
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    const [stored] = mockDb.storageObjects.findMany();
    // The re-encoded bytes, never the chosen file's.
    expect(stored).toMatchObject({ owner_id: member.id, content_type: 'image/jpeg', cache_control: '3600', size: 're-encoded me.png'.length });
    expect(stored.name).toMatch(new RegExp(`^${member.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(mockDb.photos.findMany({ user_id: member.id })).toEqual([
      expect.objectContaining({ url: publicUrl(stored.name), is_primary: true }),
    ]);
    expect(await screen.findByRole('img', { name: 'Primary photo' })).toHaveAttribute('src', publicUrl(stored.name));
  });

  it('shows the upload progress while the bytes go', async () => {
    let release!: () => void;
    server.use(http.post(storageUrl('/object/:bucket/*'), () => new Promise<undefined>((resolve) => (release = () => resolve(undefined)))));
    await openPhotos();
    choose(image());
    expect(await screen.findByRole('progressbar', { name: /Uploading photo/ })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading photo/ })).not.toBeInTheDocument();
  });

  it("shows the database's photo limit and removes the refused upload", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(restUrl('/photos'), () =>
        HttpResponse.json({ code: '23514', details: null, hint: null, message: 'A profile can have at most 6 photos' }, { status: 400 }),
      ),
    );
    await openPhotos(1);
    choose(image());
    expect(await screen.findByText('A profile can have at most 6 photos')).toBeInTheDocument();
    expect(mockDb.storageObjects.findMany()).toHaveLength(1);
  });

  it('offers no upload once the member has 6 photos', async () => {
    await openPhotos(6);
    expect(screen.getByLabelText('Upload photo')).toBeDisabled();
    expect(screen.getByText(/Up to 6 photos \(6 of 6\)/)).toBeInTheDocument();
  });

  it('makes another photo primary', async () => {
    const { user, photos } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Make photo 2 primary' }));
    expect(await screen.findByText('Primary photo updated')).toBeInTheDocument();
    expect(mockDb.photos.findFirst({ id: photos[1].id })?.is_primary).toBe(true);
    expect(mockDb.photos.findFirst({ id: photos[0].id })?.is_primary).toBe(false);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Primary photo' })).toHaveAttribute('src', photos[1].url));
  });

  it("says 'Error updating primary photo' when that fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/photos'), () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 })));
    const { user } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Make photo 2 primary' }));
    expect(await screen.findByText('Error updating primary photo')).toBeInTheDocument();
  });

  it('deletes the record and the stored file', async () => {
    const { user, photos } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Photo deleted successfully')).toBeInTheDocument();
    expect(mockDb.photos.findFirst({ id: photos[1].id })).toBeNull();
    expect(mockDb.storageObjects.findMany().map((object) => object.name)).toEqual([photos[0].storage_path]);
    expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();
  });

  it("says 'Error deleting photo' when that fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.delete(restUrl('/photos'), () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 })));
    const { user } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Error deleting photo')).toBeInTheDocument();
    expect(mockDb.storageObjects.findMany()).toHaveLength(2);
  });

  it('moves a photo with the arrows; the primary photo stays first', async () => {
    const { user, photos } = await openPhotos(3);
    const list = within(screen.getByRole('list', { name: 'Your photos' }));
    expect(list.queryByRole('button', { name: /Move primary photo/ })).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Move photo 2 earlier' })).toBeDisabled();
    await user.click(list.getByRole('button', { name: 'Move photo 3 earlier' }));
    const order = () => mockDb.photos.findMany().sort((a, b) => a.position - b.position).map((photo) => photo.id);
    expect(list.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([photos[0].url, photos[2].url, photos[1].url]);
    await waitFor(() => expect(order()).toEqual([photos[0].id, photos[2].id, photos[1].id]));
  });

  it('moves a photo by dragging it onto another place', async () => {
    const { photos } = await openPhotos(3);
    const [, second, third] = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');
    fireEvent.dragStart(third);
    fireEvent.dragOver(second);
    fireEvent.drop(second);
    const order = () => mockDb.photos.findMany().sort((a, b) => a.position - b.position).map((photo) => photo.id);
    await waitFor(() => expect(order()).toEqual([photos[0].id, photos[2].id, photos[1].id]));
  });
});
