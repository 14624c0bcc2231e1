import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';
import { toIsoDate } from '@/shared/lib';

/** The file the page hands the browser: its name and its JSON. */
function captureDownload() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop()) - 1] });
  });
  return files;
}

/** Settings as the member opens it, with the Download my data button. */
async function renderButtonAs(member: { email: string; password: string }) {
  const view = await renderAppAs(member, '/settings');
  await screen.findByRole('button', { name: 'Download my data' });
  return view;
}

describe('download my data', () => {
  afterEach(() => jest.restoreAllMocks());

  // What the export holds, and that it holds nobody else's data, is export_my_data's
  // (ExportMyDataButton.integration.test.tsx): here the file is what the function answered.
  it("downloads the member's own data as ascend-my-data-<today>.json", async () => {
    const ava = mockMember({ username: 'ava_rose', bio: 'Sunrise hikes.' });
    const { photo_rows: _embedded, ...profile } = ava.profile;
    const photo = { id: crypto.randomUUID(), url: 'https://cdn.test/ava.jpg', is_primary: true, position: 0, created_at: ava.created_at };
    const exported = {
      exported_at: new Date().toISOString(),
      account: { id: ava.id, email: ava.email, created_at: ava.created_at, user_metadata: {} },
      profile,
      photos: [photo],
      interests: { sent: [], received: [] },
      messages: [],
    };
    server.use(rest.rpc('export_my_data', exported));
    const files = captureDownload();
    const { user } = await renderButtonAs(ava);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(files).toHaveLength(1);
    expect(files[0].name).toBe(`ascend-my-data-${toIsoDate(new Date())}.json`);
    expect(files[0].blob.type).toBe('application/json');
    const data = JSON.parse(await files[0].blob.text());
    expect(data.account).toMatchObject({ id: ava.id, email: ava.email });
    expect(data.profile).toMatchObject({ id: ava.id, username: 'ava_rose', bio: 'Sunrise hikes.' });
    expect(data.photos).toEqual([expect.objectContaining({ url: 'https://cdn.test/ava.jpg', is_primary: true })]);
    expect(data).toEqual(exported);
  });

  it('says so when the export fails, and downloads nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(restUrl('/rpc/export_my_data'), () => problem(500, 'XX000', 'boom')));
    const files = captureDownload();
    const { user } = await renderButtonAs(mockMember());
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Failed to download your data')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled());
    expect(files).toEqual([]);
  });
});
