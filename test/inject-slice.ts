import type { Slice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/model/root-reducer';

/**
 * The signed-in frame injects its slices as it loads (ProtectedLayout); a feature rendered alone
 * needs its slice injected first.
 */
export const injectSlice = (slice: Slice): void => void rootReducer.inject(slice);
