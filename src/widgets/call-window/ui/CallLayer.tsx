import ReportIcon from '@mui/icons-material/OutlinedFlag';
import { VideoCallHost } from '@/features/calls/video-link';
import { ReportMemberButton } from '@/features/member-safety';

/**
 * The video call over every signed-in page: the ring, then the call window with 'Report' for the
 * other member (the safety feature's dialog; a report that blocks ends the call in the database).
 */
export function CallLayer({ me }: { me: string }) {
  return (
    <VideoCallHost
      me={me}
      reportAction={(partner) => <ReportMemberButton memberId={partner.id} memberName={partner.name} startIcon={<ReportIcon aria-hidden />} />}
    />
  );
}
