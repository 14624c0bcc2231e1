import { Fragment, type ReactNode } from 'react';

// Private-use characters: no text a language writes contains them.
const mark = (index: number) => `\uE000${index}\uE000`;
const MARKS = /\uE000(\d+)\uE000/;

/**
 * A translated sentence with elements inside it (links, emphasis), each where the language puts it:
 * `withSlots(texts.agree, [<Link>Terms</Link>, <Link>Privacy</Link>])` for
 * `agree: (terms, privacy) => \`I agree to the ${terms} and ${privacy}\``.
 */
export function withSlots(text: (...slots: string[]) => string, slots: ReactNode[]): ReactNode {
  const parts = text(...slots.map((_, index) => mark(index))).split(MARKS);
  // split() with a group alternates text and slot numbers: text, 0, text, 1, text.
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? slots[Number(part)] : part}</Fragment>);
}
