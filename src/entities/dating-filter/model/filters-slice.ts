import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultFilters, type DatingFilters } from './filters';

/** The home feed's filters: a UI preference, persisted across visits. */
export const filtersSlice = createSlice({
  name: 'filters',
  initialState: defaultFilters,
  reducers: {
    filtersChanged: (state, action: PayloadAction<Partial<DatingFilters>>) => ({ ...state, ...action.payload }),
    filtersReset: () => defaultFilters,
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const { filtersChanged, filtersReset } = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
