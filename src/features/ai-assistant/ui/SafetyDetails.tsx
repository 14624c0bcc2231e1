import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { RiskLevel, SafetyCheckResult } from '@/entities/ai-answer';
import { aiAssistantTexts } from '../config/texts';
import { PointList } from './PointList';

const riskColor = { low: 'success', medium: 'warning', high: 'error' } as const satisfies Record<RiskLevel, string>;

/** The risk level as a coloured chip, and the warning signs found. */
export function SafetyDetails({ result }: { result: SafetyCheckResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Chip label={aiAssistantTexts.risk[result.riskLevel]} color={riskColor[result.riskLevel]} />
      <PointList title={aiAssistantTexts.flags} points={result.flags.map(({ message }) => message)} empty={aiAssistantTexts.noFlags} />
    </Box>
  );
}
