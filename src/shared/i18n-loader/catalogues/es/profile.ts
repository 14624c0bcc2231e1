import type { Catalogue } from '@/shared/i18n';

export default {
  'profile.notFound': 'Perfil no encontrado',
  'profile.loadFailed': 'No se pudo cargar el perfil',
  'profile.viewLimitReached': 'Has llegado al límite diario de perfiles vistos',
  'profile.birthDateHint': 'Debes tener al menos 18 años para usar este servicio.',
  'profile.saveFailed': 'Error al actualizar el perfil',
} satisfies Catalogue;
