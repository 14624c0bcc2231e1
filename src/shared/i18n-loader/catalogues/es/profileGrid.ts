import type { Catalogue } from '@/shared/i18n';

export default {
  'profileGrid.loadFailed': 'No se pudieron cargar los perfiles',
  'profileGrid.loading': 'Cargando perfiles',
  'profileGrid.loadMore': 'Cargar más',
  'profileGrid.emptyTitle': 'No hay nadie nuevo que mostrar por ahora',
  'profileGrid.emptyHint': 'Prueba a ampliar tus filtros: más distancia, un rango de edad más amplio o menos opciones.',
  'profileGrid.openPreferences': 'Ampliar filtros',
  'profileGrid.endTitle': 'Ya viste a todas las personas que coinciden con tus filtros',
  'profileGrid.endHint': 'Amplía tus preferencias para conocer a más gente.',
  'profileGrid.likedYou': 'Le gustas',
  'profileGrid.viewProfile': 'Ver perfil',
  'profileGrid.viewProfileOf': 'Ver el perfil de {0}',
} satisfies Catalogue;
