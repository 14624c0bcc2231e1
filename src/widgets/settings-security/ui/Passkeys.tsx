import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { passkeyTexts as t, useGetPasskeysQuery } from '@/entities/passkey';
import { formatDate } from '@/shared/lib';
import { RetryAlert } from '@/shared/ui';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { RemovePasskeyButton } from './RemovePasskeyButton';

/** Her passkeys, each with Remove, and 'Add a passkey'. */
export function Passkeys() {
  const { data: passkeys, isError, refetch } = useGetPasskeysQuery();
  const [adding, setAdding] = useState(false);
  if (isError) return <RetryAlert message={t.loadFailed} onRetry={() => void refetch()} />;
  if (!passkeys) return null;
  return (
    <>
      {passkeys.length === 0 ? (
        <Typography color="text.secondary">{t.none}</Typography>
      ) : (
        <List disablePadding aria-label={t.title}>
          {passkeys.map((passkey) => (
            <ListItem key={passkey.id} disableGutters secondaryAction={<RemovePasskeyButton passkey={passkey} />}>
              <ListItemText
                primary={passkey.name}
                secondary={[t.addedOn(formatDate(passkey.createdAt)), passkey.lastUsedAt && t.lastUsed(formatDate(passkey.lastUsedAt))].filter(Boolean).join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button variant="outlined" startIcon={<FingerprintIcon />} onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      </div>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
