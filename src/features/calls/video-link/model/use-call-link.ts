import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callConnected, callFailed, callHungUp } from '@/entities/call';
import { env } from '@/shared/config';
import { useAppDispatch } from '@/shared/redux';
import { getSupabase } from '@/shared/supabase';
import { createCallPeer, type CallPeer } from '../lib/call-peer';
import { CALL_SIGNAL_EVENT, signalOf, type CallSignal } from '../lib/call-signal';
import { callTopic } from '../lib/call-topic';
import { READY_RESEND_MS } from '../config/call-timing';

export interface CallLinkOptions {
  me: string;
  partnerId: string;
  callId: string;
  isCaller: boolean;
  /** Her camera and microphone; the link waits for them. */
  localStream: MediaStream | null;
  /** The caller links while it rings; the callee once she accepted. */
  enabled: boolean;
}

export interface CallLink {
  remoteStream: MediaStream | null;
  /** Tells the other side at once (the database's row follows). */
  sendHangUp: () => void;
  replaceVideoTrack: (track: MediaStreamTrack) => void;
}

/**
 * Joins the pair's call channel and runs the WebRTC connection over it (docs/features.md, Video
 * calls): the callee says 'ready' until an offer comes, the caller offers on 'ready', both trickle
 * candidates; a 'hangup' ends the call here. Closed with the call.
 */
export function useCallLink({ me, partnerId, callId, isCaller, localStream, enabled }: CallLinkOptions): CallLink {
  const dispatch = useAppDispatch();
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const sendRef = useRef<(signal: CallSignal) => void>(() => undefined);
  const peerRef = useRef<CallPeer | null>(null);

  useEffect(() => {
    if (!enabled || !localStream) return;
    let closed = false;
    let channel: RealtimeChannel | null = null;
    let offered = false;
    let offerSeen = false;
    let readyTimer: ReturnType<typeof setInterval> | undefined;
    const send = (signal: CallSignal) => {
      if (!closed) void channel?.send({ type: 'broadcast', event: CALL_SIGNAL_EVENT, payload: { ...signal, call_id: callId, from: me } });
    };
    sendRef.current = send;
    const peer = createCallPeer({
      iceServers: env.iceServers,
      localStream,
      send,
      onRemoteStream: setRemoteStream,
      onConnectionState: (state) => {
        if (state === 'connected') dispatch(callConnected());
        else if (state === 'failed') dispatch(callFailed());
      },
    });
    peerRef.current = peer;
    const fail = (error: unknown) => {
      console.error('Video call signalling failed', error);
      if (!closed) dispatch(callFailed());
    };
    const hear = (signal: CallSignal) => {
      if (signal.kind === 'hangup') return void dispatch(callHungUp());
      if (signal.kind === 'ready') {
        if (isCaller && !offered) {
          offered = true;
          peer.offer().catch(fail);
        }
        return;
      }
      if (signal.kind === 'offer') {
        offerSeen = true;
        clearInterval(readyTimer);
      }
      peer.receive(signal).catch(fail);
    };
    void getSupabase().then((client) => {
      if (closed) return;
      channel = client
        .channel(callTopic(me, partnerId), { config: { private: true } })
        .on('broadcast', { event: CALL_SIGNAL_EVENT }, ({ payload }) => {
          const signal = signalOf(payload, callId, partnerId);
          if (signal) hear(signal);
        });
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') {
          // The caller may join a moment after her: she says it again until his offer comes.
          if (!isCaller) {
            send({ kind: 'ready' });
            readyTimer = setInterval(() => (offerSeen ? clearInterval(readyTimer) : send({ kind: 'ready' })), READY_RESEND_MS);
          }
        } else if (!closed) {
          // A block closes the channel: the calls row's change ends the call too.
          console.error(`Call channel: ${status}`, error);
        }
      });
    });
    return () => {
      closed = true;
      clearInterval(readyTimer);
      sendRef.current = () => undefined;
      peerRef.current = null;
      peer.close();
      setRemoteStream(null);
      if (channel) {
        const joined = channel;
        void getSupabase().then((client) => client.removeChannel(joined));
      }
    };
  }, [enabled, localStream, me, partnerId, callId, isCaller, dispatch]);

  const sendHangUp = useCallback(() => sendRef.current({ kind: 'hangup' }), []);
  const replaceVideoTrack = useCallback((track: MediaStreamTrack) => void peerRef.current?.replaceVideoTrack(track), []);
  return { remoteStream, sendHangUp, replaceVideoTrack };
}
