import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStepUp, type AuthFactor } from '@/entities/auth-factor';
import { formatDate } from '@/shared/lib';
import { securityTexts as t } from '../config/texts';
import { AddAuthenticatorDialog } from './AddAuthenticatorDialog';
import { RemoveFactorButton } from './RemoveFactorButton';

/** Her authenticator apps, each with Remove, and 'Add authenticator app'. */
export function AuthenticatorApps({ factors }: { factors: AuthFactor[] }) {
  const [adding, setAdding] = useState(false);
  // GoTrue adds a factor at aal1 only while none is verified: with one, a code first.
  const { requireCode, stepUpDialog } = useStepUp();
  const apps = factors.filter((factor) => factor.type === 'totp');
  const hasVerified = apps.some((factor) => factor.verified);
  const startAdding = async () => {
    if (await requireCode()) setAdding(true);
  };
  return (
    <>
      {apps.length === 0 ? (
        <Typography color="text.secondary">{t.noApp}</Typography>
      ) : (
        <List disablePadding aria-label={t.appTitle}>
          {apps.map((factor) => (
            <ListItem key={factor.id} disableGutters secondaryAction={<RemoveFactorButton factor={factor} />}>
              <ListItemText primary={factor.name || t.appTitle} secondary={factor.verified ? t.addedOn(formatDate(factor.createdAt)) : t.notConfirmed} />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button variant="outlined" startIcon={<PhonelinkLockIcon />} onClick={() => void startAdding()}>
          {t.addApp}
        </Button>
      </div>
      <AddAuthenticatorDialog open={adding} onClose={() => setAdding(false)} first={!hasVerified} />
      {stepUpDialog}
    </>
  );
}
