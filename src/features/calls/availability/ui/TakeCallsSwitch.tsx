import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { callTexts, useGetAcceptsCallsQuery, useSetAcceptsCallsMutation } from '@/entities/call';

/** Settings → Privacy: off, nobody can call her (start_call refuses); saved at once. */
export function TakeCallsSwitch({ me }: { me: string }) {
  const helpId = useId();
  const { data: acceptsCalls } = useGetAcceptsCallsQuery(me);
  const [save] = useSetAcceptsCallsMutation();
  const change = (checked: boolean) =>
    void save({ me, acceptsCalls: checked })
      .unwrap()
      .catch(() => toast.error(callTexts.settingsFailed));
  return (
    <div>
      <FormControlLabel
        label={callTexts.takeCalls}
        control={
          <Switch
            checked={acceptsCalls ?? true}
            disabled={acceptsCalls === undefined}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId}>{callTexts.takeCallsHelp}</FormHelperText>
    </div>
  );
}
