import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetMatchmakerPersonasQuery } from '@/entities/matchmaker-persona';
import { RetryAlert } from '@/shared/ui';
import { aiMatchmakerTexts } from '../config/texts';
import { PersonaCard } from './PersonaCard';

interface PersonaPickerProps {
  chosen: string | null;
  onChoose: (personaId: string) => void;
  /** Her plan has no AI matchmaking. */
  disabled?: boolean;
}

/** The four personas as cards, two a row from a small tablet up. */
export function PersonaPicker({ chosen, onChoose, disabled = false }: PersonaPickerProps) {
  const { data: personas, isError, isFetching, refetch } = useGetMatchmakerPersonasQuery();
  if (!personas) {
    return isError ? (
      <RetryAlert message={aiMatchmakerTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={aiMatchmakerTexts.loadingPersonas} />
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={aiMatchmakerTexts.personas} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {personas.map((persona) => (
        <PersonaCard key={persona.id} persona={persona} selected={persona.id === chosen} disabled={disabled} onChoose={() => onChoose(persona.id)} />
      ))}
    </Box>
  );
}
