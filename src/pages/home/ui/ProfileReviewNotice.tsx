import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMyProfileReviewQuery } from '@/entities/profile';
import type { InfoPageSlug } from '@/shared/config';

const CONTACT_PAGE: `/${InfoPageSlug}` = '/contact';

/**
 * Above the feed while reports about the member are reviewed (docs/security.md, Block, report and
 * unmatch): nobody new finds her in Discover meanwhile, and she should know why and whom to ask.
 */
export function ProfileReviewNotice({ me }: { me: string }) {
  const { data: since } = useGetMyProfileReviewQuery(me);
  if (!since) return null;
  return (
    <Alert severity="warning" aria-label="Profile under review" sx={{ mb: 3 }}>
      <AlertTitle>Your profile is hidden from Discover while we review reports about it</AlertTitle>
      Your matches and conversations go on as before. If you think this is a mistake,{' '}
      <Link component={RouterLink} to={CONTACT_PAGE} color="inherit">
        contact us
      </Link>
      .
    </Alert>
  );
}
