import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/shared/api';
import { AUTH_TOAST_ID, routes, settingsTexts } from '@/shared/config';
import { nextTask } from '@/shared/lib';
import { useDeleteAccountMutation, type AccountDeletion } from '../api/delete-account-api';

/** Deletes the account, signs out here, says so and leaves for the landing page; the error otherwise. */
export function useDeleteAccount() {
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const run = async (deletion: AccountDeletion) => {
    try {
      await deleteAccount(deletion).unwrap();
    } catch {
      return; // shown by the dialog from `error`
    }
    // Replaces the sign-out's own toast: one message for one act.
    toast.success(settingsTexts.accountDeleted, { id: AUTH_TOAST_ID });
    // The signed-out session first sends this protected page to /login; going to / after that
    // redirect has run leaves the visitor on the landing page, as after any goodbye.
    await nextTask();
    navigate(routes.landing, { replace: true });
  };
  return { deleteAccount: run, isLoading, error: error as ApiError | undefined, reset };
}
