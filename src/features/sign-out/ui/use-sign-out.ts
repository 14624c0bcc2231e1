import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useSignOutMutation } from '../api/sign-out-api';

/** Signs out and goes to /login; 'Failed to log out' when the sign-out fails. */
export function useSignOut() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const run = async () => {
    try {
      await signOut().unwrap();
      navigate(routes.login, { replace: true });
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };
  return { signOut: run, isLoading };
}
