/**
 * Where the demo world's members live: GeoNames ids of the gazetteer (public.places). Each demo
 * account has a cohort near its own city, so every demo feed has people in it; the rest spread over
 * many other cities, so the world looks like a real service and distance filters have work to do.
 */
export const NEW_YORK_AREA = [
  5128581 /* New York City */, 5110302 /* Brooklyn */, 5133273 /* Queens */, 5125771 /* Manhattan */,
  5110266 /* The Bronx */, 5139568 /* Staten Island */, 5099836 /* Jersey City */, 5101798 /* Newark */,
  5145215 /* Yonkers */, 5107464 /* Astoria */, 5110918 /* Bushwick */, 4843564 /* Stamford */,
  5097529 /* Edison */, 5102466 /* Paterson */,
];
export const AUSTIN_AREA = [4671654 /* Austin */, 4724129 /* Round Rock */];
export const CHICAGO_AREA = [4887398 /* Chicago */, 4891382 /* Evanston */];
export const BAY_AREA = [5391959 /* San Francisco */, 5378538 /* Oakland */, 5327684 /* Berkeley */, 5392171 /* San Jose */];
export const PORTLAND_AREA = [5746545 /* Portland, OR */];

export const ELSEWHERE = [
  5368361 /* Los Angeles */, 5809844 /* Seattle */, 4930956 /* Boston */, 4164138 /* Miami */, 5419384 /* Denver */,
  4180439 /* Atlanta */, 4560349 /* Philadelphia */, 4644585 /* Nashville */, 5391811 /* San Diego */,
  5037649 /* Minneapolis */, 4335045 /* New Orleans */, 5206379 /* Pittsburgh */, 5224151 /* Providence */,
  4347778 /* Baltimore */, 6167865 /* Toronto */, 6077243 /* Montréal */, 6173331 /* Vancouver */,
  2643743 /* London */, 2950159 /* Berlin */, 2988507 /* Paris */, 2964574 /* Dublin */, 3117735 /* Madrid */,
  2267057 /* Lisbon */, 2759794 /* Amsterdam */, 2147714 /* Sydney */, 3530597 /* Mexico City */,
];
