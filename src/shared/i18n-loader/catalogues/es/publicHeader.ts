import type { Catalogue } from '@/shared/i18n';

export default {
  'publicHeader.home': 'Inicio de Ascend',
  'publicHeader.pricing': 'Precios',
  'publicHeader.signIn': 'Iniciar sesión',
} satisfies Catalogue;
