import type { AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { findOwnedFactor, type FactorRow } from './factor-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadFactor: the id in the path names one of the caller's factors, or 404. */
export async function ownedFactor(services: AuthServices, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw authError('factorIdNotUuid');
  const factor = await findOwnedFactor(services.ctx.db, userId, factorId);
  if (!factor) throw authError('factorNotFound');
  return factor;
}
