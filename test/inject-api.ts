import { ensureApi } from '@/app/model';

/** The pages inject the RTK Query cache before they render; a widget or feature rendered alone needs it done first. */
export const injectApi = (): Promise<void> => ensureApi();
