import { useEffect } from 'react';
import { commonTexts } from '@/shared/config';

export const APP_NAME = 'Ascend';
/** The title of index.html (English), for the landing page and any page without a title of its own. */
export const DEFAULT_DOCUMENT_TITLE = 'Ascend — meet people worth meeting';

/** 'Settings · Ascend'; the default title, in the reader's language, when there is no page title. */
export function documentTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : commonTexts.defaultDocumentTitle;
}

let titleAskedAhead: string | undefined;

/**
 * The title the page rendered ahead of time asked for, then forgotten: the build writes it into the
 * page's HTML (scripts/prerender.ts), where effects never run.
 */
function askAhead(title: string): void {
  titleAskedAhead = title;
}

export function takeTitleAskedAhead(): string | undefined {
  const title = titleAskedAhead;
  titleAskedAhead = undefined;
  return title;
}

/** Names the browser tab (and the history entry, and what a screen reader announces) after the page. */
export function useDocumentTitle(pageTitle?: string | null): void {
  // Rendered ahead of time (no document, no effects): the title is taken from here instead.
  if (typeof document === 'undefined') askAhead(documentTitle(pageTitle));
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
