import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { TYPING_VISIBLE_MS } from '../config/typing';
import { partnerTypingChanged, selectPartnerTyping } from './presence-slice';

/** True from a typing event of the partner until TYPING_VISIBLE_MS pass without another. */
export function useTypingIndicator(partnerId: string) {
  const dispatch = useAppDispatch();
  const typing = useAppSelector(selectPartnerTyping(partnerId));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const set = useCallback((value: boolean) => dispatch(partnerTypingChanged({ partnerId, typing: value })), [dispatch, partnerId]);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    set(false);
  }, [set]);
  const heard = useCallback(() => {
    clearTimeout(timer.current);
    set(true);
    timer.current = setTimeout(() => set(false), TYPING_VISIBLE_MS);
  }, [set]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, heard, stop };
}
