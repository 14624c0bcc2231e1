export { preferencesSlice, openPreferences, closePreferences, selectPreferencesOpen } from './model/preferences-slice';
export { PreferencesDialog } from './ui/PreferencesDialog';
export { setPreferencesApi, useSavePreferencesMutation, type SavePreferencesArgs } from './api/save-preferences';
export { defaultFilters, type DatingFilters } from './model/filters';
