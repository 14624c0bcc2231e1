import type { ReactNode } from 'react';
import { useGetPlansQuery } from '../api/plan-api';
import { planTexts } from '../config/texts';
import { toPlanTeasers, type PlanTeaser } from '../lib/plan-teasers';

export interface PlanTeasersState {
  /** Undefined while the catalogue loads. */
  teasers: PlanTeaser[] | undefined;
  /** What to say when it could not be read. */
  error: string | null;
  retry: () => void;
}

interface PlanTeasersQueryProps {
  children: (state: PlanTeasersState) => ReactNode;
}

/**
 * The landing page's plans, read from the catalogue. The landing page draws them itself: it loads
 * this (and RTK Query with it) after its first paint, so its first load stays without the API.
 */
export function PlanTeasersQuery({ children }: PlanTeasersQueryProps) {
  const { data, isError, refetch } = useGetPlansQuery();
  return children({
    teasers: data && toPlanTeasers(data),
    error: isError ? planTexts.loadFailed : null,
    retry: () => void refetch(),
  });
}
