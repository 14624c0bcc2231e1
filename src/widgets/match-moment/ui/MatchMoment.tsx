import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchMomentClosed, useGetRelationshipQuery } from '@/entities/match';
import { ProfileAvatar, useGetOwnProfileQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { memberName } from '@/shared/lib';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { matchMomentTexts as texts } from '../config/texts';

/**
 * "It's a match!" for the member who made it (accepting an interest, or an interest that met one
 * waiting): both photos, and the way to the conversation. The other member hears of it by toast.
 */
export function MatchMoment({ memberId }: { memberId: string }) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: own } = useGetOwnProfileQuery(me ?? '', { skip: !me });
  const { data: relationship } = useGetRelationshipQuery(memberId);
  const partner = relationship?.partner;
  const name = memberName(partner ?? { firstName: null, username: null });
  const close = () => dispatch(matchMomentClosed());
  const message = () => {
    close();
    void navigate(routes.conversation(memberId));
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {texts.title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mb: 2 }}>
          {own && <ProfileAvatar profile={own} size={88} />}
          {partner && <ProfileAvatar profile={{ firstName: partner.firstName, username: partner.username ?? name, primaryPhotoUrl: partner.photoUrl }} size={88} />}
        </Box>
        <Typography>{texts.likeEachOther(name)}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button onClick={close}>{texts.keepBrowsing}</Button>
        <Button variant="contained" onClick={message}>
          {texts.sendMessage}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
