export { preferencesSlice, openPreferences, closePreferences, selectPreferencesOpen } from './model/preferences-slice';
export { PreferencesDialog } from './ui/PreferencesDialog';
export { savePreferencesWrite } from './api/preferences-write';
export { defaultFilters, type DatingFilters } from './model/filters';
