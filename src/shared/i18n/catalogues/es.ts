import type { Catalogue } from '../model/translator';

/**
 * Spanish (neutral, tuteo: a dating app speaks to "tú"). Keys are the English texts' `namespace.key`;
 * `{0}`, `{1}` the English function's arguments; plurals in ICU (docs/i18n.md).
 */
const es: Catalogue = {
  'formats.justNow': 'Ahora mismo',

  'language.label': 'Idioma',
  'language.sectionTitle': 'Idioma y región',
  'language.distanceUnit': 'Unidad de distancia',
  'language.unitAutomatic': 'La de mi idioma',
  'language.unitKilometres': 'Kilómetros',
  'language.unitMiles': 'Millas',
  'language.saveFailed': 'No se pudo guardar tu idioma',

  'footer.tagline': 'Citas para adultos que buscan algo más que deslizar: perfiles reales, coincidencias bien pensadas y una IA que te ayuda a mostrarte tal como eres.',
  'footer.copyright': '© {0} Ascend. Solo para mayores de 18 años.',
  'footer.company': 'Empresa',
  'footer.about': 'Quiénes somos',
  'footer.careers': 'Empleo',
  'footer.press': 'Prensa',
  'footer.blog': 'Blog',
  'footer.support': 'Ayuda',
  'footer.helpCenter': 'Centro de ayuda',
  'footer.contactSupport': 'Contactar con soporte',
  'footer.safetyTips': 'Consejos de seguridad',
  'footer.communityGuidelines': 'Normas de la comunidad',
  'footer.contact': 'Contacto',
  'footer.legal': 'Legal',
  'footer.cookiePolicy': 'Política de cookies',
  'footer.licenses': 'Licencias',
  'footer.privacyPolicy': 'Política de privacidad',
  'footer.termsOfService': 'Términos del servicio',

  'publicHeader.home': 'Inicio de Ascend',
  'publicHeader.pricing': 'Precios',
  'publicHeader.signIn': 'Iniciar sesión',

  'settingsPage.title': 'Ajustes',
  'settingsPage.profile': 'Ajustes del perfil',
  'settingsPage.subscription': 'Suscripción',
  'settingsPage.notifications': 'Notificaciones',
  'settingsPage.privacy': 'Privacidad y seguridad',
  'settingsPage.security': 'Seguridad',
  'settingsPage.blocked': 'Personas bloqueadas',
  'settingsPage.account': 'Cuenta',

  'login.documentTitle': 'Iniciar sesión',
  'login.loadingSession': 'Cargando tu sesión',
  'login.title': 'Qué bien verte de nuevo',
  'login.subtitle': 'Inicia sesión para ver tus matches y tus mensajes.',
  'login.orEmail': 'O continúa con tu correo',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.signIn': 'Iniciar sesión',
  'login.signingIn': 'Iniciando sesión…',
  'login.noAccount': '¿Aún no tienes cuenta?',
  'login.signUp': 'Regístrate',

  'plan.free': 'Gratis',
  'plan.perMonth': 'al mes',
  'plan.mostPopular': 'El más popular',
  'plan.currentPlan': 'Tu plan actual',
  'plan.upgradePlan': 'Mejorar plan',
  'plan.changePlan': 'Cambiar de plan',
  'plan.startFreeTrial': 'Empezar la prueba gratis',
  'plan.loadFailed': 'No se pudieron cargar los planes',
  'boost.boost': 'Impulso',
  'boost.boostHint': 'Impulso: 30 minutos en primer lugar para quienes encajan contigo',
  'boost.boosted': 'Impulso activo · quedan {0}',
  'boost.started': 'Impulso activado durante 30 minutos: apareces primero para quienes encajan contigo.',
  'boost.nextOn': 'Próximo impulso el {0}',
  'boost.lockedHint': 'Los impulsos vienen con los planes de pago que los incluyen',
  'boost.settingsTitle': 'Impulsos',
  'boost.left': '{0, plural, one {Te queda # impulso} other {Te quedan # impulsos}}',
  'boost.none': 'Tu plan no incluye impulsos.',
  'discovery.distanceAway': 'a unos {0}',
};

export default es;
