import type { Catalogue } from '@/shared/i18n';

export default {
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
} satisfies Catalogue;
