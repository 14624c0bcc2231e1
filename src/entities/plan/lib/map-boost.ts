import type { Database } from '@/shared/api';
import type { MyBoost } from '../model/boost';

type GeneratedRow = Database['public']['Functions']['get_my_boost']['Returns'][number];
/** The generator types every RETURNS TABLE column as NOT NULL; the two times can be null. */
export type MyBoostRow = Omit<GeneratedRow, 'active_until' | 'next_boost_at'> & { active_until: string | null; next_boost_at: string | null };

/** Her row, or none left and none running when there is no row (signed out). */
export const toMyBoost = (row: MyBoostRow | undefined): MyBoost => ({
  activeUntil: row?.active_until ?? null,
  boostsLeft: row?.boosts_left ?? 0,
  nextBoostAt: row?.next_boost_at ?? null,
});
