import type { ReactNode } from 'react';
import { selectCallSession } from '@/entities/call';
import { useGetPublicProfileQuery } from '@/entities/profile';
import { memberName } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { useCallActions } from '../model/use-call-actions';
import { useRingTimeout } from '../model/use-ring-timeout';
import { CallWindow } from './CallWindow';
import { IncomingCallDialog } from './IncomingCallDialog';

interface VideoCallHostProps {
  me: string;
  /** 'Report' for the other member, from the safety feature. */
  reportAction: (partner: { id: string; name: string }) => ReactNode;
}

/**
 * The signed-in frame's video call: the ring on whatever page she is, and the call window. Nothing
 * renders while there is no call.
 */
export function VideoCallHost({ me, reportAction }: VideoCallHostProps) {
  const session = useAppSelector(selectCallSession);
  const { accept, refuse, endCall, hangUp } = useCallActions(session);
  useRingTimeout(session, endCall);
  const partnerId = session.partnerId;
  const { data: partner } = useGetPublicProfileQuery(partnerId ?? '', { skip: !partnerId });
  if (session.phase === 'idle' || !partnerId) return null;
  const name = memberName(partner ?? { firstName: null, username: null });
  if (session.phase === 'ringing') {
    return <IncomingCallDialog partnerName={name} onAccept={() => void accept()} onDecline={() => void refuse()} />;
  }
  return <CallWindow me={me} session={session} partnerName={name} reportAction={reportAction({ id: partnerId, name })} onHangUp={hangUp} />;
}
