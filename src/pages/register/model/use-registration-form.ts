import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/shared/api';
import { authErrorMessages, emailLinkTexts, routes } from '@/shared/config';
import {
  validateRegistration,
  validateRegistrationField,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '@/shared/lib';
import { useRegisterAccountMutation } from '../api/register-api';

export const emptyRegistration: RegistrationValues = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  gender: '',
  birthDate: '',
  acceptedTerms: false,
};

/** The registration form's state: idle, then submitting, then /login on success (SPEC §4). */
export function useRegistrationForm() {
  const [values, setValues] = useState(emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [register, { isLoading }] = useRegisterAccountMutation();
  const navigate = useNavigate();

  const setField = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Changing a field clears its error; the birth date is checked at once (SPEC §4).
    const error = field === 'birthDate' ? validateRegistrationField(field, value) : undefined;
    setErrors((current) => ({ ...current, [field]: error }));
  };

  const setAcceptedTerms = (acceptedTerms: boolean) => {
    setValues((current) => ({ ...current, acceptedTerms }));
    setErrors((current) => ({ ...current, terms: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateRegistration(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(check.firstError);
      return;
    }
    const { username, firstName, lastName, email, password, gender, birthDate } = check.data;
    try {
      const { confirmationSent } = await register({
        username, first_name: firstName, last_name: lastName, email, password, gender, birth_date: birthDate,
      }).unwrap();
      // SPEC's words where an e-mail really went out (production); a local server confirms at once.
      toast.success(confirmationSent ? authErrorMessages.registered : emailLinkTexts.registeredSignIn);
      navigate(routes.login);
    } catch (caught) {
      const error = caught as ApiError;
      if (error.field) setErrors((current) => ({ ...current, [error.field as RegistrationField]: error.message }));
      toast.error(error.message);
    }
  };

  return { values, errors, isSubmitting: isLoading, setField, setAcceptedTerms, submit };
}
