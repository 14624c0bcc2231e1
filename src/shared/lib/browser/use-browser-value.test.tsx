import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './use-browser-value';

function Scheme() {
  return <p>{useBrowserValue(() => 'light', 'dark')}</p>;
}

describe('useBrowserValue', () => {
  it("is the browser's value in the browser", () => {
    render(<Scheme />);
    expect(screen.getByText('light')).toBeInTheDocument();
  });

  it('is the prerendered value in a page rendered ahead of time', () => {
    expect(renderToString(<Scheme />)).toBe('<p>dark</p>');
  });
});
