/**
 * The markdown the AI answers are written in (docs/ai.md): paragraphs, `-`/`*` and `1.` lists, and
 * `**bold**`. Nothing else is markup: headings, links, images and HTML stay literal text, so an
 * answer can never load anything or run anything.
 */
export type MarkdownBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] };

export interface InlineRun {
  text: string;
  bold: boolean;
}

const bulletItem = /^ {0,3}[-*]\s+(.*)$/;
const numberedItem = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;

export function parseMarkdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: Extract<MarkdownBlock, { type: 'list' }> | null = null;
  let afterBlank = false;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.split(/\r\n|\r|\n/)) {
    if (line.trim() === '') {
      endParagraph();
      afterBlank = true;
      continue;
    }
    const numbered = numberedItem.exec(line);
    const bullet = numbered ? null : bulletItem.exec(line);
    if (numbered || bullet) {
      endParagraph();
      const ordered = numbered !== null;
      // A blank line between items of one kind keeps the list going (a "loose" list).
      if (!list || list.ordered !== ordered) {
        list = { type: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
        blocks.push(list);
      }
      list.items.push((numbered ? numbered[2] : bullet![1]).trim());
    } else if (list && !afterBlank && /^\s/.test(line)) {
      // An indented line right under an item continues it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      list = null;
      paragraph.push(line.trim());
    }
    afterBlank = false;
  }
  endParagraph();
  return blocks;
}

/** `**bold**` runs of a line; an unclosed `**` (an answer still streaming) stays as it is. */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let from = 0;
  for (const match of text.matchAll(/\*\*(.+?)\*\*/g)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), bold: false });
    runs.push({ text: match[1], bold: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), bold: false });
  return runs;
}
