import { createSessionsTable, createUsersTable } from './db/auth-tables';
import { createConnectionRequestsTable } from './db/connection-request-tables';
import { createInterestsTable } from './db/interest-tables';
import { createMessagesTable } from './db/message-tables';
import { createPlacesTable } from './db/place-tables';
import { createPhotosTable, createProfilesTable } from './db/profile-tables';
import { createStorageObjectsTable } from './db/storage-tables';
import { mockRealtime } from './realtime/realtime-hub';

/**
 * The tiny database behind the MSW handlers: a table per resource, emptied after every test
 * (test/setup.ts), seeded by tests (`mockDb.profiles.create({...})`, mocks/seed.ts). A feature adds
 * its table here, and to mocks/postgrest/relations.ts when the SPA reads it through /rest/v1.
 */
export const mockDb = {
  users: createUsersTable(),
  sessions: createSessionsTable(),
  profiles: createProfilesTable(),
  photos: createPhotosTable(),
  places: createPlacesTable(),
  storageObjects: createStorageObjectsTable(),
  interests: createInterestsTable(),
  connectionRequests: createConnectionRequestsTable(),
  messages: createMessagesTable(),
};

export function resetMockDb(): void {
  Object.values(mockDb).forEach((table) => table.reset());
  // Channels of the test before belong to its store: they hear nothing of the next test's rows.
  mockRealtime.reset();
}

export type { MockUser, MockSession } from './db/auth-tables';
export type { MockProfile, MockPhoto } from './db/profile-tables';
export type { MockPlace } from './db/place-tables';
export type { MockMessage } from './db/message-tables';
export type { MockInterest } from './db/interest-tables';
export type { MockConnectionRequest } from './db/connection-request-tables';
export type { MockStorageObject } from './db/storage-tables';
export { UniqueViolation } from './db/table';
