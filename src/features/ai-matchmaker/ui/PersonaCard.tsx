import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MatchmakerPersona } from '@/entities/matchmaker-persona';

interface PersonaCardProps {
  persona: MatchmakerPersona;
  selected: boolean;
  onChoose: () => void;
  /** Her plan has no AI matchmaking: shown, not chosen. */
  disabled?: boolean;
}

/** One persona as a card to choose: its emoji, name, description and specialty. */
export function PersonaCard({ persona, selected, onChoose, disabled = false }: PersonaCardProps) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea aria-labelledby={nameId} aria-describedby={descriptionId} aria-pressed={selected} onClick={onChoose} disabled={disabled} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="span" aria-hidden sx={{ fontSize: 32, lineHeight: 1 }}>
            {persona.avatar}
          </Typography>
          <Typography id={nameId} component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {persona.name}
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {persona.description}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {persona.specialty}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
