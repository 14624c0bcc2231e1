import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's cache for right-to-left languages: stylis flips every left/right in MUI's styles (margins,
 * paddings, positions). Loaded with the Arabic catalogue only, so left-to-right readers never fetch it.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
