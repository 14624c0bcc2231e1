import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ForumIcon from '@mui/icons-material/Forum';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/** The features: their texts' keys in landingTexts (config/texts.ts), read as the section renders. */
export const landingFeatures = [
  {
    id: 'ai-matchmaking',
    title: 'ai',
    text: 'aiText',
    Icon: AutoAwesomeIcon,
  },
  {
    id: 'safety',
    title: 'safety',
    text: 'safetyText',
    Icon: VerifiedUserIcon,
  },
  {
    id: 'conversation-starters',
    title: 'starters',
    text: 'startersText',
    Icon: ForumIcon,
  },
  {
    id: 'filters',
    title: 'filters',
    text: 'filtersText',
    Icon: TuneIcon,
  },
  {
    id: 'premium',
    title: 'premium',
    text: 'premiumText',
    Icon: WorkspacePremiumIcon,
  },
] as const;
