import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { filteredId, problem, rest } from '@mocks/api';
import { mockMember, myPlanRow, photoBucket, photoPublicUrl, photoRow, type PhotoRow } from '@mocks/fixtures';
import { restUrl, storageUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { renderedPhotoUrl } from '@/shared/lib';

// jsdom has no canvas: the re-encoding is the library's job, and the e2e spec checks its output.
// (A Blob, not jsdom's File: the test environment's FormData is Node's, which takes only its own Blob.)
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async (file: File) => new Blob([`re-encoded ${file.name}`], { type: 'image/jpeg' })),
}));

/** A tile shows the 400 px rendering of its photo, not the stored original. */
const tile = (url: string) => renderedPhotoUrl(url, 400);

/**
 * A member with `count` photos (the first primary) and the Photos section of Edit Profile open.
 * `photos` is what the server holds: her profile reads them, a test changes them as a write would.
 */
async function openPhotos(count = 0) {
  const id = crypto.randomUUID();
  const photos: PhotoRow[] = Array.from({ length: count }, (_, i) =>
    photoRow({ user_id: id, storage_path: `${id}/${'p'.repeat(20)}${i}.jpg`, is_primary: i === 0, position: i }),
  );
  const member = mockMember({ id, first_name: 'Ava' });
  const bucket = photoBucket();
  server.use(rest.rpc('get_discovery_feed', []), ...rest.select('profiles', () => [{ ...member.profile, photo_rows: photos }]), ...bucket.handlers);
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Photos' }));
  await screen.findByLabelText('Upload photo');
  return { ...rendered, ...bucket, member, photos };
}

/** reorder_photos as the server takes it: afterwards the photos read in the order sent (server/rest/photo-order.contract.test.ts). */
function serveReorder(photos: PhotoRow[]) {
  const orders: string[][] = [];
  server.use(
    rest.rpc<{ photo_ids: string[] }>('reorder_photos', ({ photo_ids: ids }) => {
      orders.push(ids);
      photos.forEach((photo) => (photo.position = ids.indexOf(photo.id)));
      return null;
    }),
  );
  return orders;
}

/** The tile's delete button, then Delete in 'Delete this photo?'. */
async function confirmDelete(user: Awaited<ReturnType<typeof openPhotos>>['user'], button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
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
  });

  it('uploads the re-encoded JPEG to the member folder, records it, and makes the first photo primary', async () => {
    const { member, uploads, photos } = await openPhotos();
    const recorded: Pick<PhotoRow, 'user_id' | 'url'>[] = [];
    server.use(
      rest.insert('photos', (rows) => {
        const [sent] = rows as typeof recorded;
        recorded.push(sent);
        // The database makes a member's first photo primary (server/db/rls/photos.test.ts).
        photos.push(photoRow({ user_id: member.id, url: sent.url, storage_path: uploads[0]?.name, is_primary: true }));
        return rows;
      }),
    );
    choose(image('me.png'));
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    const [stored] = uploads;
    // The re-encoded bytes, never the chosen file's.
    expect(stored).toMatchObject({ owner: member.id, cacheControl: '3600', file: expect.objectContaining({ type: 'image/jpeg' }) });
    expect(await (stored.file as Blob).text()).toBe('re-encoded me.png');
    expect(stored.name).toMatch(new RegExp(`^${member.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(recorded).toEqual([{ user_id: member.id, url: photoPublicUrl(stored.name) }]);
    expect(await screen.findByRole('img', { name: 'Primary photo' })).toHaveAttribute('src', tile(photoPublicUrl(stored.name)));
  });

  it('shows the upload progress while the bytes go', async () => {
    await openPhotos();
    let release!: () => void;
    server.use(rest.insert('photos'), http.post(storageUrl('/object/:bucket/*'), () => new Promise<undefined>((resolve) => (release = () => resolve(undefined)))));
    choose(image());
    expect(await screen.findByRole('progressbar', { name: /Uploading photo/ })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Photo uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading photo/ })).not.toBeInTheDocument();
  });

  it("shows the database's photo limit and removes the refused upload", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // The limit is the database's (server/db/rls/photos.test.ts): here, its refusal.
    server.use(http.post(restUrl('/photos'), () => problem(400, '23514', 'A profile can have at most 6 photos')));
    const { uploads, removed } = await openPhotos(1);
    choose(image());
    expect(await screen.findByText('A profile can have at most 6 photos')).toBeInTheDocument();
    await waitFor(() => expect(removed).toEqual([uploads[0].name]));
  });

  it("offers no upload once the member has her plan's photos (Free: 3)", async () => {
    await openPhotos(3);
    expect(await screen.findByText(/Up to 3 photos \(3 of 3\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload photo')).toBeDisabled();
  });

  it("counts with her plan's number of photos (Elite: 10)", async () => {
    server.use(rest.rpc('get_my_plan', [myPlanRow({ tier: 'elite' })]));
    await openPhotos(6);
    expect(await screen.findByText(/Up to 10 photos \(6 of 10\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload photo')).toBeEnabled();
  });

  it("shows the plan's photo limit where it was met, with Upgrade Plan, which closes Edit Profile for /pricing", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const limit = 'Your plan allows 3 photos. Upgrade your plan to add more.';
    // The database's refusal (server/db/rls/plans.test.ts): 402, PT402, hint 'upgrade'.
    server.use(http.post(restUrl('/photos'), () => problem(402, 'PT402', limit, null, 'upgrade')));
    const { user, uploads, removed } = await openPhotos(1);
    choose(image());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    await waitFor(() => expect(removed).toEqual([uploads[0].name]));
    await user.click(within(alert).getByRole('link', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit Profile/i })).not.toBeInTheDocument());
  });

  it('makes another photo primary', async () => {
    const { user, photos } = await openPhotos(2);
    const updates: Record<string, unknown>[] = [];
    server.use(
      rest.update('photos', (patch, request) => {
        updates.push({ id: filteredId(request), ...patch });
        // The database clears the other photo's flag in the same statement (server/db/rls/photos.test.ts).
        [photos[0].is_primary, photos[1].is_primary] = [false, true];
        return [];
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Make photo 2 primary' }));
    expect(await screen.findByText('Primary photo updated')).toBeInTheDocument();
    expect(updates).toEqual([{ id: photos[1].id, is_primary: true }]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Primary photo' })).toHaveAttribute('src', tile(photos[1].url)));
  });

  it("says 'Error updating primary photo' when that fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/photos'), () => problem(500, 'XX000', 'boom')));
    const { user } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Make photo 2 primary' }));
    expect(await screen.findByText('Error updating primary photo')).toBeInTheDocument();
  });

  it('asks first, Cancel focused: Enter (Cancel) or Escape deletes nothing', async () => {
    const { user, photos, removed } = await openPhotos(2);
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(dialog).toHaveAccessibleDescription('It is removed from your profile and deleted for good.');
    expect(within(dialog).getByRole('presentation', { hidden: true })).toHaveAttribute('src', renderedPhotoUrl(photos[1].url, 96));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this photo?' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this photo?' })).not.toBeInTheDocument());
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(removed).toEqual([]);
    // Escape answered the question only: Edit Profile stays open, the photo in it.
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });

  it('says the next photo becomes primary when the primary one is to go', async () => {
    const { user } = await openPhotos(2);
    await user.click(await screen.findByRole('button', { name: 'Delete primary photo' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this photo?' })).toHaveAccessibleDescription(
      'It is removed from your profile and deleted for good. Your next photo becomes your primary photo.',
    );
  });

  it('deletes the record and the stored file once confirmed', async () => {
    const { user, photos, removed } = await openPhotos(2);
    const second = photos[1];
    server.use(
      rest.delete('photos', (params) => (params.get('id') === `eq.${second.id}` ? photos.splice(1, 1).map(({ storage_path }) => ({ storage_path })) : undefined)),
    );
    await confirmDelete(user, 'Delete photo 2');
    expect(await screen.findByText('Photo deleted successfully')).toBeInTheDocument();
    expect(removed).toEqual([second.storage_path]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument());
  });

  it("says 'Error deleting photo' when that fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.delete(restUrl('/photos'), () => problem(500, 'XX000', 'boom')));
    const { user, removed } = await openPhotos(2);
    await confirmDelete(user, 'Delete photo 2');
    expect(await screen.findByText('Error deleting photo')).toBeInTheDocument();
    expect(removed).toEqual([]);
  });

  it('moves a photo with the arrows; the primary photo stays first', async () => {
    const { user, photos } = await openPhotos(3);
    const orders = serveReorder(photos);
    const list = within(screen.getByRole('list', { name: 'Your photos' }));
    expect(list.queryByRole('button', { name: /Move primary photo/ })).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Move photo 2 earlier' })).toBeDisabled();
    await user.click(list.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(list.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([photos[0], photos[2], photos[1]].map(({ url }) => tile(url)));
    await waitFor(() => expect(orders).toEqual([[photos[0].id, photos[2].id, photos[1].id]]));
  });

  it('moves a photo by dragging it onto another place', async () => {
    const { photos } = await openPhotos(3);
    const orders = serveReorder(photos);
    const [, second, third] = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');
    fireEvent.dragStart(third);
    fireEvent.dragOver(second);
    fireEvent.drop(second);
    await waitFor(() => expect(orders).toEqual([[photos[0].id, photos[2].id, photos[1].id]]));
  });
});
