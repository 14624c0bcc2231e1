import { createTable } from './table';

/** public.places: the gazetteer behind search_places() (coordinates left out: the SPA never sees them). */
export interface MockPlace {
  id: number;
  name: string;
  label: string;
  population: number;
}

export const createPlacesTable = () =>
  createTable<MockPlace>({
    create: (input) => ({ id: 0, name: '', label: '', population: 0, ...input }),
    unique: [{ constraint: 'places_pkey', column: 'id', value: (place) => place.id }],
  });
