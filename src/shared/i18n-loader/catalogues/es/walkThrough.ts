import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThrough.documentTitle': 'Te damos la bienvenida a Ascend',
  'walkThrough.stepsLabel': 'Tus primeros pasos',
  'walkThrough.loadingProfile': 'Cargando tu perfil',
  'walkThrough.optional': 'Opcional',
  'walkThrough.cityLabel': 'Ciudad',
  'walkThrough.back': 'Atrás',
  'walkThrough.skip': 'Omitir por ahora',
  'walkThrough.next': 'Continuar',
  'walkThrough.finish': 'Terminar',
  'walkThrough.loadingPhotos': 'Cargando tus fotos',
  'walkThrough.logOut': 'Cerrar sesión',
} satisfies Catalogue;
