import { useLayoutEffect } from 'react';

/** The attribute the build marks the fields and buttons with that it wrote disabled (scripts/prerender.ts). */
export const UNTIL_THE_APP = 'data-until-app';

/**
 * A prerendered page's fields and buttons are written disabled, so nothing is typed or pressed before
 * the app handles it. Hydration keeps the HTML's attributes, so they are enabled here, in the commit
 * that makes them the app's.
 */
export function PrerenderedControlsEnabled() {
  useLayoutEffect(() => {
    for (const control of document.querySelectorAll(`[${UNTIL_THE_APP}]`)) {
      control.removeAttribute('disabled');
      control.removeAttribute(UNTIL_THE_APP);
    }
  }, []);
  return null;
}
