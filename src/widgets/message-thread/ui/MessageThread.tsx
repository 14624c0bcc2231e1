import Box from '@mui/material/Box';
import { selectSessionUser } from '@/entities/session';
import { useConversationPresence } from '@/features/conversation-presence';
import { useAppSelector } from '@/shared/redux';
import { useThreadPartner, type ThreadPartner } from '../model/use-thread-partner';
import { ThreadView, type Presence } from './ThreadView';

interface MessageThreadProps {
  partnerId: string;
  /** Shown as a back button (small screens: back to the list). */
  onBack?: () => void;
}

interface ThreadProps {
  me: string;
  partnerId: string;
  partner: ThreadPartner;
  onBack?: () => void;
}

const OFFLINE: Presence = { partnerOnline: false, partnerTyping: false, notifyTyping: () => {} };

/** Only matched members share a conversation channel (the server refuses anyone else). */
function LiveThread(props: ThreadProps) {
  const presence = useConversationPresence(
    { id: props.me, showOnlineStatus: props.partner.meShowsOnline },
    { id: props.partnerId, showOnlineStatus: props.partner.showOnlineStatus },
  );
  return <ThreadView {...props} presence={presence} />;
}

function SignedInThread({ me, partnerId, onBack }: Omit<ThreadProps, 'partner'>) {
  const partner = useThreadPartner(me, partnerId);
  const props = { me, partnerId, partner, onBack };
  return partner.matched ? <LiveThread {...props} /> : <ThreadView {...props} presence={OFFLINE} />;
}

/** One conversation: header, messages oldest first with day separators, typing, and the composer. */
export function MessageThread({ partnerId, onBack }: MessageThreadProps) {
  const me = useAppSelector(selectSessionUser)?.id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {me && <SignedInThread key={partnerId} me={me} partnerId={partnerId} onBack={onBack} />}
    </Box>
  );
}
