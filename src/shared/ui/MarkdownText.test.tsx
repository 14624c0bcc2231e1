import { render, screen } from '@testing-library/react';
import { MarkdownText } from './MarkdownText';
import { parseInline, parseMarkdownBlocks } from './markdown-subset';

describe('the markdown subset of AI answers', () => {
  it('makes paragraphs of text between blank lines, joining its lines', () => {
    expect(parseMarkdownBlocks('First line\nstill first.\n\n\r\nSecond.')).toEqual([
      { type: 'paragraph', text: 'First line still first.' },
      { type: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads - and * lists, numbered lists with their start, and keeps a loose list together', () => {
    expect(parseMarkdownBlocks('Tips:\n- Ask about\n  her trip\n* Be yourself\n\n3. Coffee\n\n4. A walk\nAfter.')).toEqual([
      { type: 'paragraph', text: 'Tips:' },
      { type: 'list', ordered: false, start: 1, items: ['Ask about her trip', 'Be yourself'] },
      { type: 'list', ordered: true, start: 3, items: ['Coffee', 'A walk'] },
      { type: 'paragraph', text: 'After.' },
    ]);
  });

  it('finds **bold** runs and leaves an unclosed one as written', () => {
    expect(parseInline('A **great** match, **still str')).toEqual([
      { text: 'A ', bold: false },
      { text: 'great', bold: true },
      { text: ' match, **still str', bold: false },
    ]);
  });

  it('renders paragraphs, lists and bold as elements', () => {
    const { container } = render(<MarkdownText text={'**Strengths**\n\n1. Hiking\n2. Books\n\n- Kind'} />);
    expect(screen.getByText('Strengths').tagName).toBe('STRONG');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(container.querySelector('ol')).not.toHaveAttribute('start');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hiking', 'Books', 'Kind']);
  });

  it('never renders HTML, links or images: they stay text', () => {
    const text = '<img src=x onerror="alert(1)"> [site](https://evil.test) ![pixel](https://evil.test/p.png)\n\n# Heading';
    const { container } = render(<MarkdownText text={text} />);
    expect(container.querySelector('img, a, script, h1')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> [site](https://evil.test) ![pixel](https://evil.test/p.png)');
    expect(container).toHaveTextContent('# Heading');
  });
});
