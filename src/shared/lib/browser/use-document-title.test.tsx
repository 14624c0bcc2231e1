import { render } from '@testing-library/react';
import { DEFAULT_DOCUMENT_TITLE, useDocumentTitle } from './use-document-title';

function Page({ title }: { title?: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("names the tab '<page> · Ascend'", () => {
    render(<Page title="Settings" />);
    expect(document.title).toBe('Settings · Ascend');
  });

  it('follows the page when its title changes (a profile that has loaded)', () => {
    const { rerender } = render(<Page title="Profile" />);
    rerender(<Page title="Ava" />);
    expect(document.title).toBe('Ava · Ascend');
  });

  it('falls back to the site title without a page title', () => {
    document.title = 'Messages · Ascend';
    render(<Page title={null} />);
    expect(document.title).toBe(DEFAULT_DOCUMENT_TITLE);
  });
});
