import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/shared/config';
import { planTexts } from '../config/texts';

interface UpgradePlanLinkProps {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** Before leaving for /pricing (a dialog that should close). */
  onClick?: () => void;
}

/** 'Upgrade Plan': to /pricing. */
export function UpgradePlanLink({ size = 'small', variant = 'text', color, onClick }: UpgradePlanLinkProps) {
  return (
    <Button component={RouterLink} to={routes.pricing} size={size} variant={variant} color={color} onClick={onClick}>
      {planTexts.upgradePlan}
    </Button>
  );
}
