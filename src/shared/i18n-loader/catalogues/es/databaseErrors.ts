import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseErrors.offline': 'No hay conexión a internet. Revisa tu red y vuelve a intentarlo.',
  'databaseErrors.PGRST301': 'Infracción de la política de seguridad por filas de la base de datos',
  'databaseErrors.PGRST204': 'Formato JSON no válido',
  'databaseErrors.42703': 'Error en el esquema de la base de datos',
  'databaseErrors.23505': 'Ese nombre de usuario ya está en uso',
  'databaseErrors.network': 'Error de conexión. Revisa tu conexión a internet y vuelve a intentarlo.',
  'databaseErrors.fallback': 'Algo salió mal. Vuelve a intentarlo.',
} satisfies Catalogue;
