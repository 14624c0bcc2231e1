import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ForumIcon from '@mui/icons-material/Forum';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

export const landingFeatures = [
  {
    id: 'ai-matchmaking',
    title: 'AI matchmaking',
    text: 'Four matchmaker personas — Cupid, The Sage, The Adventurer and The Counselor — read what you are looking for and suggest people worth meeting, with the reasons why.',
    Icon: AutoAwesomeIcon,
  },
  {
    id: 'safety',
    title: 'Safety first',
    text: 'A safety check reviews conversations for red flags, your visibility is yours to set, and only people you have matched with can message you.',
    Icon: VerifiedUserIcon,
  },
  {
    id: 'conversation-starters',
    title: 'Conversation starters',
    text: 'Stuck on the first message? The conversation coach suggests openers drawn from what you actually have in common, and date ideas when it is time to meet.',
    Icon: ForumIcon,
  },
  {
    id: 'filters',
    title: 'Filters that matter',
    text: 'Age, distance, relationship goals, lifestyle and more: say what matters to you and see the people who fit, not an endless feed.',
    Icon: TuneIcon,
  },
  {
    id: 'premium',
    title: 'Premium features',
    text: 'See who liked you, read receipts, profile boosts, unlimited AI help and a verification badge when you want to go further.',
    Icon: WorkspacePremiumIcon,
  },
] as const;
