import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { profileFacts } from './profile-facts';
import type { PublicProfile } from '../model/profile';

/** The attributes a member filled in, as a description list: 'Height 170 cm', 'Drinking Socially'. */
export function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const facts = profileFacts(profile);
  if (facts.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
