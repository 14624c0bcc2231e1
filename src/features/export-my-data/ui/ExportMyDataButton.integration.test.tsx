import { screen } from '@testing-library/react';
import { signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

/** The JSON the page hands the browser as a file. */
function captureDownload(): Promise<unknown> {
  return new Promise((resolve) => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      void blob.text().then((text) => resolve(JSON.parse(text)));
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
}

describe('download my data against the real database', () => {
  afterEach(() => jest.restoreAllMocks());

  it("holds the member's own account and profile, and nothing of another member", async () => {
    const [member, other] = await Promise.all([
      signUpMember({ first_name: 'Ava', last_name: 'Rosewood', birth_date: '1994-04-02' }),
      signUpMember({ first_name: 'Noah', last_name: 'Bennett', birth_date: '1990-01-01' }),
    ]);
    const download = captureDownload();
    const { user } = await renderAppAs(member, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    const data = (await download) as Record<string, Record<string, unknown>>;
    expect(data.account).toMatchObject({ id: member.id, email: member.email });
    expect(data.profile).toMatchObject({ id: member.id, username: member.username, last_name: 'Rosewood', birth_date: '1994-04-02' });
    expect(data.photos).toEqual([]);
    const text = JSON.stringify(data);
    for (const secret of [other.id, other.email, other.username, 'Bennett', '1990-01-01']) expect(text).not.toContain(secret);
  });
});
