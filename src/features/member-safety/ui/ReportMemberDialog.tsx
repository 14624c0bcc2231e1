import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { OptionalMessageField } from '@/shared/ui';
import { useReportMemberMutation } from '../api/safety-api';
import { memberSafetyTexts as texts } from '../config/texts';
import { REPORT_DETAILS_MAX, reportReasons, type ReportReason } from '../model/report-reason';

interface ReportMemberDialogProps {
  memberId: string;
  memberName: string;
  onClose: () => void;
  /** After a report that also blocked: the page leaves what showed the member. */
  onBlocked?: () => void;
}

/** Report a member: a reason, optional details, and blocking them too (offered, on by default). */
export function ReportMemberDialog({ memberId, memberName, onClose, onBlocked }: ReportMemberDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const blockConsequenceId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const [report, { isLoading }] = useReportMemberMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    try {
      await report({ memberId, reason, details, alsoBlock }).unwrap();
      toast.success(alsoBlock ? texts.reportedAndBlocked(memberName) : texts.reported);
      onClose();
      if (alsoBlock) onBlocked?.();
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{texts.reportTitle(memberName)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texts.reportIntro}</DialogContentText>
          <FormControl required sx={{ mb: 2 }}>
            <FormLabel id={reasonId}>{texts.reasonLabel}</FormLabel>
            <RadioGroup aria-labelledby={reasonId} value={reason ?? ''} onChange={(event) => setReason(event.target.value as ReportReason)}>
              {reportReasons().map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <OptionalMessageField label={texts.detailsLabel} value={details} onChange={setDetails} maxLength={REPORT_DETAILS_MAX} />
          <FormControlLabel
            control={
              <Checkbox
                checked={alsoBlock}
                onChange={(event) => setAlsoBlock(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': alsoBlock ? blockConsequenceId : undefined } }}
              />
            }
            label={texts.alsoBlock(memberName)}
            sx={{ mt: 1 }}
          />
          {alsoBlock && <FormHelperText id={blockConsequenceId}>{texts.alsoBlockConsequence(memberName)}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason || isLoading}>
            {texts.sendReport}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
