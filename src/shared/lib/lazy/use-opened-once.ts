import { useState } from 'react';

/**
 * Whether a dialog has ever been open: its code loads (lazily) when it first opens, and it stays
 * mounted after that so that closing plays its exit transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render, as React documents for state derived from props: no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
