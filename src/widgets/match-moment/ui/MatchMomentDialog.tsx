import { lazy, Suspense } from 'react';
import { selectMatchMoment } from '@/entities/match';
import { useAppSelector } from '@/shared/redux';

// Mounted in every signed-in page, shown at a match: its dialog loads when the moment comes.
const MatchMoment = lazy(() => import('./MatchMoment').then((m) => ({ default: m.MatchMoment })));

/** The match moment for the member who made the match (MatchMoment), while the store holds one. */
export function MatchMomentDialog() {
  const memberId = useAppSelector(selectMatchMoment);
  return memberId ? (
    <Suspense fallback={null}>
      <MatchMoment memberId={memberId} />
    </Suspense>
  ) : null;
}
