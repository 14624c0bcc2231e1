import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseInline, parseMarkdownBlocks } from './markdown-subset';

function Inline({ text }: { text: string }) {
  return parseInline(text).map((run, index) => (run.bold ? <strong key={index}>{run.text}</strong> : run.text));
}

/**
 * Renders the markdown subset of AI answers as React elements (text nodes only: React escapes it,
 * and nothing is ever set as HTML).
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Box sx={{ '& > *': { mt: 0, mb: 1.5 }, '& > :last-child': { mb: 0 }, '& li': { mb: 0.5 } }}>
      {parseMarkdownBlocks(text).map((block, index) =>
        block.type === 'paragraph' ? (
          <Typography key={index} variant="body2">
            <Inline text={block.text} />
          </Typography>
        ) : (
          <Typography key={index} variant="body2" component={block.ordered ? 'ol' : 'ul'} start={block.ordered && block.start !== 1 ? block.start : undefined} sx={{ pl: 3 }}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline text={item} />
              </li>
            ))}
          </Typography>
        ),
      )}
    </Box>
  );
}
