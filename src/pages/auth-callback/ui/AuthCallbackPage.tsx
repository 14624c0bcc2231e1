import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useCompleteOAuthSignInMutation } from '../api/oauth-callback-api';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { FullPageSpinner } from '@/shared/ui';
import { authCallbackTexts as texts } from '../config/texts';

/** Where the identity provider sends the browser back: finish signing in, then go on (SPEC §2). */
export function AuthCallbackPage() {
  useDocumentTitle(texts.documentTitle);
  const [complete] = useCompleteOAuthSignInMutation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: the code in the URL is single-use.
    if (started.current) return;
    started.current = true;
    complete()
      .unwrap()
      .then(() => navigate(routes.landing, { replace: true }))
      .catch((error: { message: string }) => {
        toast.error(error.message);
        navigate(routes.login, { replace: true });
      });
  }, [complete, navigate]);

  return <FullPageSpinner label={texts.loading} />;
}
