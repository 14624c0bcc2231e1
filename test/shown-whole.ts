/**
 * Whether a text is shown whole, as far as styles say (jsdom lays nothing out): neither it nor any
 * ancestor up to `within` cuts it to one line (`white-space: nowrap` with hidden overflow, or an
 * ellipsis). The file must call `keepStyles()` (test/emotion-styles.ts) so MUI's rules reach jsdom.
 * The widths themselves are checked in a browser (e2e/new-member-walk.spec.ts, 320 px).
 */
export function cutsText(element: Element, within: Element): string | null {
  for (let node: Element | null = element; node && node !== within.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.textOverflow === 'ellipsis') return `${node.tagName} ends in an ellipsis`;
    if (style.whiteSpace === 'nowrap' && style.overflow === 'hidden') return `${node.tagName} keeps one line and hides the rest`;
  }
  return null;
}
