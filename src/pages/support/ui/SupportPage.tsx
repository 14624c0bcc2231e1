import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectSessionUser } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { supportTexts } from '../config/texts';
import { ContactSupportForm } from './ContactSupportForm';
import { PriorityNote } from './PriorityNote';
import { SupportRequestList } from './SupportRequestList';

/**
 * /support (docs/plans.md, Priority support): every member writes to the team here, and sees her
 * requests and their states below. The request is e-mailed to the team; the answer comes by e-mail.
 */
export function SupportPage() {
  useDocumentTitle(supportTexts.title);
  const me = useAppSelector(selectSessionUser)?.id;
  return (
    <Container component="section" aria-labelledby="support-title" maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <div>
          <Typography id="support-title" component="h1" variant="h4" sx={{ mb: 1 }}>
            {supportTexts.title}
          </Typography>
          <Typography color="text.secondary">{supportTexts.intro}</Typography>
        </div>
        {me && <PriorityNote me={me} />}
        {me && <ContactSupportForm me={me} />}
        <SupportRequestList me={me} />
      </Stack>
    </Container>
  );
}
