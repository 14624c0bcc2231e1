import type { OwnProfileWrite } from '@/entities/profile';
import { preferenceColumns } from '../lib/preference-columns';
import type { DatingFilters } from '../model/filters';

/**
 * Dating Preferences as one write of the member's own row: every saved-filter column at once. The
 * own profile is read again after it (the modal's values next time), and the feed, which follows it,
 * starts again from its first page.
 */
export const savePreferencesWrite = (me: string, filters: DatingFilters, allFilters: boolean): OwnProfileWrite => ({
  me,
  changes: preferenceColumns(filters, allFilters),
  context: 'Save preferences',
});
