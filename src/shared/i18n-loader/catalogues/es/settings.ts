import type { Catalogue } from '@/shared/i18n';

export default {
  'settings.notificationsFailed': 'No se pudieron guardar los ajustes de notificaciones',
  'settings.privacyFailed': 'No se pudieron guardar los ajustes de privacidad',
  'settings.passwordChanged': 'Contraseña actualizada',
  'settings.passwordFailed': 'No se pudo actualizar la contraseña',
  'settings.currentPasswordRequired': 'Introduce tu contraseña actual',
  'settings.currentPasswordWrong': 'La contraseña actual no es correcta',
  'settings.samePassword': 'La nueva contraseña debe ser distinta de la actual',
  'settings.passwordsDiffer': 'Las contraseñas no coinciden',
  'settings.tooManyAttempts': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'settings.dataDownloaded': 'Tus datos se han descargado',
  'settings.exportFailed': 'No se pudieron descargar tus datos',
  'settings.accountDeleted': 'Tu cuenta se ha eliminado',
  'settings.deleteFailed': 'No se pudo eliminar la cuenta',
} satisfies Catalogue;
