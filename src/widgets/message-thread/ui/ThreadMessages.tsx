import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { messageTexts } from '@/entities/message';
import { RetryAlert } from '@/shared/ui';
import { threadTexts } from '../config/texts';

interface ThreadMessagesProps {
  label: string;
  status: 'loading' | 'error' | 'ready';
  onRetryLoad: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Changes when a message is added at the bottom (scrolls there) or older ones on top (keeps the place). */
  newestKey: string | undefined;
  count: number;
  children: ReactNode;
}

/** Older pages load when the list is scrolled to its top. */
const NEAR_TOP_PX = 48;

/** The scrolling list: opens at the newest message, follows new ones, keeps its place when older ones load. */
export function ThreadMessages({ label, status, onRetryLoad, hasOlder, loadingOlder, onLoadOlder, newestKey, count, children }: ThreadMessagesProps) {
  const box = useRef<HTMLUListElement>(null);
  const fromBottom = useRef(0);
  const seen = useRef({ newestKey, count });
  useLayoutEffect(() => {
    const list = box.current;
    if (!list) return;
    const before = seen.current;
    seen.current = { newestKey, count };
    // Older messages came in above: stay where the reader was. Otherwise go to the newest.
    list.scrollTop = before.newestKey === newestKey && count > before.count ? list.scrollHeight - fromBottom.current : list.scrollHeight;
  }, [newestKey, count]);
  if (status === 'loading') return <CircularProgress aria-label={threadTexts.loading} sx={{ m: 'auto' }} />;
  if (status === 'error') {
    return <RetryAlert message={messageTexts.loadMessagesFailed} onRetry={onRetryLoad} sx={{ m: 2 }} />;
  }
  const onScroll = () => {
    const list = box.current!;
    fromBottom.current = list.scrollHeight - list.scrollTop;
    if (list.scrollTop <= NEAR_TOP_PX && hasOlder && !loadingOlder) onLoadOlder();
  };
  return (
    <Box component="ul" ref={box} aria-label={label} onScroll={onScroll} sx={{ flex: 1, overflowY: 'auto', m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {loadingOlder && (
        <Box component="li" sx={{ listStyle: 'none', alignSelf: 'center' }}>
          <CircularProgress size={20} aria-label={threadTexts.loading} />
        </Box>
      )}
      {children}
    </Box>
  );
}
