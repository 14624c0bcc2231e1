import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_VISIBLE_MS } from '../config/typing';

/** True from a typing event until TYPING_VISIBLE_MS pass without another. */
export function useTypingIndicator() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  const heard = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_VISIBLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, heard, stop };
}
