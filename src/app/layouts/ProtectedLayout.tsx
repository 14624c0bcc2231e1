import { useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { aiAnswersSlice } from '@/entities/ai-answer';
import { callSessionSlice } from '@/entities/call';
import { matchMomentSlice } from '@/entities/match';
import { useGetOwnProfileQuery, useTouchLastActive, useWalkThroughDue } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { aiAssistantSlice } from '@/features/ai-assistant';
import { aiMatchmakerSlice } from '@/features/ai-matchmaker';
import { editProfileSlice } from '@/features/edit-profile';
import { useRetryWhenOnline } from '@/features/send-message';
import { preferencesSlice } from '@/features/set-preferences';
import { useAppSelector } from '@/shared/redux';
import { routes } from '@/shared/config';
import { useSavedLocale } from '@/shared/i18n';
import { FullPageSpinner } from '@/shared/ui';
import { rootReducer } from '../model/root-reducer';
import { SignedInFrame } from './SignedInFrame';
import { useMatchToasts } from './use-match-toasts';
import { useMemberStream } from './use-member-stream';
import { usePageDataEarly } from './use-page-data-early';

// Edit Profile's state is needed only by signed-in screens, so it joins the store with their frame.
rootReducer.inject(editProfileSlice);
// Dating Preferences' open flag, for the header's filter button and the feed's empty state.
rootReducer.inject(preferencesSlice);
// The AI answers and the two AI modals (opened from cards, threads and the header) are the signed-in member's.
rootReducer.inject(aiAnswersSlice);
rootReducer.inject(aiAssistantSlice);
rootReducer.inject(aiMatchmakerSlice);
rootReducer.inject(matchMomentSlice);
// A video call rings on any signed-in page (docs/features.md, Video calls).
rootReducer.inject(callSessionSlice);

export function ProtectedLayout() {
  const me = useAppSelector(selectSessionUser)?.id;
  const location = useLocation();
  // A message that failed while offline goes again once the browser is back, on any signed-in page.
  useRetryWhenOnline(me);
  useMemberStream(me);
  // 'Last active' and the feed's activity score follow her use of the app, not only her sign-up.
  useTouchLastActive(me);
  useMatchToasts();
  usePageDataEarly(me, location.pathname);
  // A new member is walked through her first minute before anything else: the basics a Google sign-up
  // lacks (the database shows nobody before), then a city, a photo and interests, once. The header
  // needs this profile anyway; a failed load lets the page through, where the database still decides.
  // Offline (the app opened from the service worker's shell, docs/pwa.md) the profile cannot come: the
  // page shows what it has at once. Only a first load holds it: after a failure, a refetch (on
  // reconnect) leaves the page where it is.
  const { currentData: profile, isLoading, error } = useGetOwnProfileQuery(me ?? '', { skip: !me });
  const walkThroughDue = useWalkThroughDue(profile);
  // Her saved language follows her to this device (docs/i18n.md).
  useSavedLocale(profile?.locale);
  const waitForProfile = isLoading && !error && globalThis.navigator?.onLine !== false;
  const waiting = waitForProfile || walkThroughDue === undefined;
  // The profile and the session come through the store, whose updates React renders in one
  // uninterruptible task; the whole frame (header, page, dialogs) mounting in it held a phone's main
  // thread for a quarter of a second. The spinner stays for that render (and for the first, when the
  // profile was already there), and the frame is drawn in a deferred one, which React splits into
  // short tasks (docs/performance.md, The fifth round).
  const frameDeferred = useDeferredValue(waiting, true);
  if (waiting) return <FullPageSpinner label="Loading your profile" />;
  if (walkThroughDue) {
    return <Navigate to={routes.completeProfile} replace state={{ from: location.pathname }} />;
  }
  if (frameDeferred) return <FullPageSpinner label="Loading your profile" />;
  return <SignedInFrame me={me} />;
}
