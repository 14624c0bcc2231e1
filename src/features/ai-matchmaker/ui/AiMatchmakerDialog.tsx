import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/shared/redux';
import { selectAiMatchmakerOpen } from '../model/ai-matchmaker-slice';

// The personas, the stream reader and the markdown load only when the matchmaker first opens.
const AiMatchmakerModal = lazy(() => import('./AiMatchmakerModal').then((m) => ({ default: m.AiMatchmakerModal })));

/** Mounted once in the signed-in frame; the header's MatchmakerButton opens it. */
export function AiMatchmakerDialog() {
  const open = useAppSelector(selectAiMatchmakerOpen);
  // Once loaded it stays mounted, so that closing plays the dialog's exit transition.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AiMatchmakerModal open={open} />
    </Suspense>
  );
}
