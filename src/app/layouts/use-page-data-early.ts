import { useEffect } from 'react';
import { discoveryApi } from '@/entities/discovery-feed';
import { conversationsApi } from '@/entities/message';
import { routes } from '@/shared/config';
import { useAppDispatch } from '@/shared/redux';

/**
 * Asks for the opened page's first data as the signed-in frame mounts, beside the frame's own
 * profile request, instead of after the frame and the page have rendered: the feed's first card is
 * /home's largest paint (docs/performance.md, First load). The page's own query, with the same
 * argument, then finds the request in flight or its answer in the cache.
 */
export function usePageDataEarly(me: string | undefined, pathname: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!me) return;
    // Not subscribed: the page subscribes when it mounts; the cache keeps the answer until then.
    if (pathname === routes.home) void dispatch(discoveryApi.endpoints.getDiscoveryFeed.initiate(me, { subscribe: false }));
    else if (pathname === routes.messages || pathname.startsWith(`${routes.messages}/`)) {
      void dispatch(conversationsApi.endpoints.getConversations.initiate({ me, search: '' }, { subscribe: false }));
    }
    // Only the page the frame opens with: later pages are reached after the frame is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me, dispatch]);
}
