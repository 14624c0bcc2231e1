import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMyProfileReviewQuery } from '@/entities/profile';
import type { InfoPageSlug } from '@/shared/config';
import { withSlots } from '@/shared/i18n';
import { homeTexts } from '../config/texts';

const CONTACT_PAGE: `/${InfoPageSlug}` = '/contact';

/**
 * Above the feed while reports about the member are reviewed (docs/security.md, Block, report and
 * unmatch): nobody new finds her in Discover meanwhile, and she should know why and whom to ask.
 */
export function ProfileReviewNotice({ me }: { me: string }) {
  const { data: since } = useGetMyProfileReviewQuery(me);
  if (!since) return null;
  return (
    <Alert severity="warning" aria-label={homeTexts.reviewLabel} sx={{ mb: 3 }}>
      <AlertTitle>{homeTexts.reviewTitle}</AlertTitle>
      {withSlots(homeTexts.reviewBody, [
        <Link key="contact" component={RouterLink} to={CONTACT_PAGE} color="inherit">
          {homeTexts.contactUs}
        </Link>,
      ])}
    </Alert>
  );
}
