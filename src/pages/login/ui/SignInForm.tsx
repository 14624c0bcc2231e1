import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { emailLinkTexts, routes } from '@/shared/config';
import { returnPathFrom } from '@/shared/lib';
import { InputField } from '@/shared/ui';
import { useSignInWithPasswordMutation } from '../api/sign-in-api';
import { loginTexts as texts } from '../config/texts';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasskeySignInButton } from './PasskeySignInButton';
import { UnconfirmedEmailAlert } from './UnconfirmedEmailAlert';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading }] = useSignInWithPasswordMutation();
  // The address that could not sign in before confirming it: the form offers a new link for it.
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const navigate = useNavigate();
  // Back to the page that asked for a sign-in (a protected page, /pricing), else home.
  const returnTo = returnPathFrom(useLocation().state) ?? routes.home;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setUnconfirmed(undefined);
    try {
      await signIn({ email: email.trim(), password }).unwrap();
      navigate(returnTo, { replace: true });
    } catch (error) {
      const { message, code } = error as { message: string; code?: string };
      if (code === 'email_not_confirmed') setUnconfirmed(email.trim());
      else toast.error(message);
    }
  };

  return (
    <Stack spacing={2.5}>
      <GoogleSignInButton />
      <PasskeySignInButton onSignedIn={() => navigate(returnTo, { replace: true })} />
      <Divider>
        <Typography variant="body2" color="text.secondary">
          {texts.orEmail}
        </Typography>
      </Divider>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate={false}>
        <InputField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <InputField
          label={texts.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Link component={RouterLink} to={routes.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          {emailLinkTexts.forgotLink}
        </Link>
        {unconfirmed && <UnconfirmedEmailAlert email={unconfirmed} />}
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? texts.signingIn : texts.signIn}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {texts.noAccount}{' '}
        <Link component={RouterLink} to={routes.register}>
          {texts.signUp}
        </Link>
      </Typography>
    </Stack>
  );
}
