import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ApiError } from '@/shared/api';
import { SUPPORT_MESSAGE_MAX } from '@/shared/config';
import { formatNumber } from '@/shared/i18n';
import { useSendSupportRequestMutation } from '../api/contact-support-api';
import { supportTexts as texts } from '../config/texts';
import { screenshotFileError } from '../lib/screenshot-file-error';
import { validateContactSupport, type ContactSupportErrors, type ContactSupportValues } from '../model/contact-support-schema';
import { ScreenshotField } from './ScreenshotField';

const empty: ContactSupportValues = { subject: '', message: '' };

/**
 * Subject, message and an optional screenshot, checked as the database checks them before anything
 * is sent; a refusal is shown in the words it came in (the five a day among them).
 */
export function ContactSupportForm({ me }: { me: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactSupportErrors>({});
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string>();
  const [send, { isLoading }] = useSendSupportRequestMutation();

  const change = (name: keyof ContactSupportValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateContactSupport(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await send({ me, ...checked.values, screenshot }).unwrap();
      setValues(empty);
      setScreenshot(null);
      toast.success(texts.sent);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={texts.formLabel}>
      <TextField
        label={texts.subject}
        name="subject"
        required
        value={values.subject}
        onChange={change('subject')}
        error={Boolean(errors.subject)}
        helperText={errors.subject}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        label={texts.message}
        name="message"
        required
        multiline
        minRows={5}
        value={values.message}
        onChange={change('message')}
        error={Boolean(errors.message)}
        helperText={errors.message ?? `${formatNumber(values.message.length)} / ${formatNumber(SUPPORT_MESSAGE_MAX)}`}
      />
      <ScreenshotField
        file={screenshot}
        error={screenshotError}
        disabled={isLoading}
        onChoose={(file) => {
          const refused = screenshotFileError(file);
          setScreenshotError(refused ?? undefined);
          setScreenshot(refused ? null : file);
        }}
        onRemove={() => {
          setScreenshot(null);
          setScreenshotError(undefined);
        }}
      />
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
        {isLoading ? texts.sending : texts.send}
      </Button>
    </Stack>
  );
}
