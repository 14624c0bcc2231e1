import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/shared/redux';
import { selectPreferencesOpen } from '../model/preferences-slice';

// The form and its sliders load only when the modal first opens.
const PreferencesModal = lazy(() => import('./PreferencesModal').then((m) => ({ default: m.PreferencesModal })));

/** Mounted once in the signed-in frame; anything may open it with `openPreferences()`. */
export function PreferencesDialog() {
  const open = useAppSelector(selectPreferencesOpen);
  // Once loaded it stays mounted, so that closing plays the dialog's exit transition.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PreferencesModal open={open} />
    </Suspense>
  );
}
