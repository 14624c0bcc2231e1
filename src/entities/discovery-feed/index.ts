export { discoveryApi, useGetDiscoveryFeedInfiniteQuery, DISCOVERY_PAGE_SIZE } from './api/discovery-api';
export { toDiscoveryCard, toDiscoveryPage, type DiscoveryRow } from './lib/map-discovery-page';
export type { DiscoveryCard, DiscoveryPage } from './model/discovery-card';
export { distanceLabel } from './lib/distance-label';
