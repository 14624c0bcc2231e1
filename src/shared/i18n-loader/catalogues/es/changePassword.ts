import type { Catalogue } from '@/shared/i18n';

export default {
  'changePassword.formLabel': 'Cambiar contraseña',
  'changePassword.currentPassword': 'Contraseña actual',
  'changePassword.newPassword': 'Nueva contraseña',
  'changePassword.confirmPassword': 'Confirma la nueva contraseña',
  'changePassword.update': 'Actualizar contraseña',
  'changePassword.updating': 'Actualizando contraseña…',
} satisfies Catalogue;
