export { defaultFilters, type DatingFilters } from './model/filters';
export { filtersSlice, filtersChanged, filtersReset, selectFilters } from './model/filters-slice';
