import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { getSupabase } from '@/shared/supabase';
import { TYPING_BROADCAST_INTERVAL_MS } from '../config/typing';
import { conversationTopic } from '../lib/conversation-topic';
import type { ConversationMember, ConversationPresence } from './conversation-member';
import { partnerPresenceChanged, selectPartnerPresent } from './presence-slice';
import { useTypingIndicator } from './use-typing-indicator';

interface TypingPayload {
  user_id?: string;
}

/**
 * Joins the two members' private channel (only they may join it, while matched): tracks the
 * member's own presence and hears the partner's, and carries typing broadcasts both ways. The
 * channel is removed when the conversation closes.
 */
export function useConversationPresence(me: ConversationMember, partner: ConversationMember): ConversationPresence {
  const dispatch = useAppDispatch();
  const partnerPresent = useAppSelector(selectPartnerPresent(partner.id));
  const { typing, heard, stop } = useTypingIndicator(partner.id);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const lastTypingSent = useRef(0);
  const { id: meId, showOnlineStatus: announce } = me;
  const partnerId = partner.id;
  const setPartnerPresent = useCallback((online: boolean) => dispatch(partnerPresenceChanged({ partnerId, online })), [dispatch, partnerId]);

  useEffect(() => {
    let cancelled = false;
    let joined: RealtimeChannel | null = null;
    void getSupabase().then((client) => {
      if (cancelled) return;
      const channel = client.channel(conversationTopic(meId, partnerId), { config: { private: true, presence: { key: meId } } });
      joined = channel;
      channel
        .on('presence', { event: 'sync' }, () => setPartnerPresent(partnerId in channel.presenceState()))
        .on('broadcast', { event: 'typing' }, ({ payload }: { payload?: TypingPayload }) => {
          if (payload?.user_id === partnerId) heard();
        })
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') {
            channelRef.current = channel;
            // A member who hides their online status does not announce it at all.
            if (announce) void channel.track({ user_id: meId, online_at: new Date().toISOString() });
          } else if (!cancelled) {
            channelRef.current = null;
            console.error(`Conversation channel: ${status}`, error);
          }
        });
    });
    return () => {
      cancelled = true;
      channelRef.current = null;
      setPartnerPresent(false);
      stop();
      if (joined) void getSupabase().then((client) => client.removeChannel(joined!));
    };
  }, [meId, partnerId, announce, heard, stop, setPartnerPresent]);

  const notifyTyping = useCallback(() => {
    const channel = channelRef.current;
    const now = Date.now();
    if (!channel || now - lastTypingSent.current < TYPING_BROADCAST_INTERVAL_MS) return;
    lastTypingSent.current = now;
    void channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: meId } });
  }, [meId]);

  return { partnerOnline: partner.showOnlineStatus && partnerPresent, partnerTyping: typing, notifyTyping };
}
