import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRAITS, traitExplanation } from '../config/traits';
import { TRAIT_ORDER, type TraitScores } from '../model/personality';

/** The five traits as bars from 0 to 100, each with what its score says in plain words. */
export function PersonalityBars({ scores }: { scores: TraitScores }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {TRAIT_ORDER.map((trait) => (
        <Box component="li" key={trait}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography id={`trait-${trait}`} sx={{ fontWeight: 600 }}>
              {TRAITS[trait].name}
            </Typography>
            <Typography color="text.secondary">{scores[trait]}</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={scores[trait]}
            aria-labelledby={`trait-${trait}`}
            sx={{ height: 8, borderRadius: 4, my: 0.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            {traitExplanation(trait, scores[trait])}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
