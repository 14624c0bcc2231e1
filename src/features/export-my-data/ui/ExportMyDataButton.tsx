import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { useStepUp } from '@/entities/auth-factor';
import { settingsTexts } from '@/shared/config';
import { useExportMyDataMutation } from '../api/export-my-data-api';
import { exportMyDataTexts } from '../config/texts';
import { downloadJson, exportFileName } from '../lib/download-json';

/** Downloads everything the database holds about the member as one JSON file. */
export function ExportMyDataButton() {
  const [exportMyData, { isLoading, reset }] = useExportMyDataMutation();
  const { requireCode, stepUpDialog } = useStepUp();
  const onClick = async () => {
    if (!(await requireCode())) return;
    try {
      downloadJson(await exportMyData().unwrap(), exportFileName());
      toast.success(settingsTexts.dataDownloaded);
    } catch {
      toast.error(settingsTexts.exportFailed);
    } finally {
      // The file is the member's now; the store need not keep a copy of their private data.
      reset();
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onClick()} disabled={isLoading}>
        {isLoading ? exportMyDataTexts.preparing : exportMyDataTexts.download}
      </Button>
      {stepUpDialog}
    </>
  );
}
