import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { aiAssistantTexts } from '../config/texts';

/** Copies the answer's text (markdown as written) to the clipboard. */
export function CopyAnswerButton({ text }: { text: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(aiAssistantTexts.copied);
    } catch (error) {
      console.error('Copy AI answer failed', error);
      toast.error(aiAssistantTexts.copyFailed);
    }
  }
  return (
    <Button size="small" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
      {aiAssistantTexts.copy}
    </Button>
  );
}
