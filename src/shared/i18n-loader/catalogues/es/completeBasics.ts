import type { Catalogue } from '@/shared/i18n';

export default {
  'completeBasics.firstName': 'Nombre',
  'completeBasics.birthDate': 'Fecha de nacimiento',
  'completeBasics.submit': 'Continuar',
  'completeBasics.saved': '¡Te damos la bienvenida a Ascend!',
} satisfies Catalogue;
