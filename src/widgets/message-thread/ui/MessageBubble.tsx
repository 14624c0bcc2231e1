import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageBubbleProps {
  own: boolean;
  content: string;
  /** Under an own message: its delivery state. */
  footer?: ReactNode;
}

/**
 * One message, the member's own at the end of the line: on the right, and on the left in a right-to-left
 * language (flex-end follows the page's direction). Each message takes its own text's direction
 * (dir="auto"): an English message reads left to right in the Arabic app. The text is React text: never markup.
 */
export function MessageBubble({ own, content, footer }: MessageBubbleProps) {
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Typography
        dir="auto"
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {content}
      </Typography>
      {footer}
    </Box>
  );
}
