import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MatchSuggestion } from '@/entities/ai-answer';
import { routes } from '@/shared/config';
import { aiMatchmakerTexts } from '../config/texts';

interface MatchSuggestionsProps {
  suggestions: MatchSuggestion[];
  /** Following a link leaves the modal. */
  onLeave: () => void;
}

/** The persona's suggestions: each member's name, the persona's reason, and their profile. */
export function MatchSuggestions({ suggestions, onLeave }: MatchSuggestionsProps) {
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {aiMatchmakerTexts.suggestions}
      </Typography>
      {suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {aiMatchmakerTexts.noSuggestions}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {suggestions.map(({ memberId, name, reason }) => (
            <Box component="li" key={memberId} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="subtitle2">{name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
                {reason}
              </Typography>
              <Button component={RouterLink} to={routes.profile(memberId)} size="small" aria-label={aiMatchmakerTexts.viewProfileOf(name)} onClick={onLeave}>
                {aiMatchmakerTexts.viewProfile}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
