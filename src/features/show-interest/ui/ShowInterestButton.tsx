import FavoriteIcon from '@mui/icons-material/Favorite';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { showInterestTexts as texts } from '../config/texts';

// On every card of the feed: its dialog (a message field, the plan's limits) loads when first opened.
const ShowInterestDialog = lazy(() => import('./ShowInterestDialog').then((m) => ({ default: m.ShowInterestDialog })));

interface ShowInterestButtonProps {
  receiverId: string;
  /** The receiver's first name (or username), for the button's and the dialog's names. */
  receiverName: string;
  /** Called once the interest is sent (the profile page shows the new state). */
  onSent?: () => void;
  size?: ButtonProps['size'];
}

/** 'Show Interest': opens the Show Interest modal for one member. */
export function ShowInterestButton({ receiverId, receiverName, onSent, size }: ShowInterestButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size={size}
        startIcon={<FavoriteIcon aria-hidden />}
        aria-label={texts.showInterestIn(receiverName)}
        onClick={() => setOpen(true)}
      >
        {texts.showInterest}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShowInterestDialog receiverId={receiverId} receiverName={receiverName} onClose={() => setOpen(false)} onSent={onSent} />
        </Suspense>
      )}
    </>
  );
}
