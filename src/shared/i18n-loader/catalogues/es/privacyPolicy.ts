import type { Catalogue } from '@/shared/i18n';

export default {
  'privacyPolicy.title': 'Política de privacidad',
  'privacyPolicy.back': 'Volver al registro',
  'privacyPolicy.intro': 'Las citas son algo personal, y tus datos también. Esta política explica qué recopila Ascend, para qué y qué opciones tienes.',
  'privacyPolicy.collect.h': 'Qué recopilamos',
  'privacyPolicy.collect.p1': 'Los datos de cuenta que nos das: nombre de usuario, nombre, correo electrónico, género y fecha de nacimiento. Tu fecha de nacimiento nos permite confirmar que eres mayor de edad; los demás miembros ven tu edad, no la fecha.',
  'privacyPolicy.collect.p2': 'El contenido que decides añadir a tu perfil: fotos, biografía, ubicación, intereses, objetivos de pareja y preferencias de citas.',
  'privacyPolicy.collect.p3': 'La actividad necesaria para que el servicio funcione: los intereses que muestras y recibes, tus mensajes y cuándo fue tu última actividad.',
  'privacyPolicy.use.h': 'Cómo los usamos',
  'privacyPolicy.use.p1': 'Para mostrar tu perfil a las personas que encajan con tus preferencias y con las suyas, para entregar los mensajes y para mantener segura la comunidad.',
  'privacyPolicy.use.p2': 'Para hacer funcionar los asistentes de IA que decidas usar. Solo enviamos a nuestro proveedor de IA el texto que el asistente necesita, y no se usa para entrenar modelos.',
  'privacyPolicy.see.h': 'Quién puede ver qué',
  'privacyPolicy.see.p1': 'Tú decides en Ajustes quién ve tu perfil: todo el mundo, solo tus matches o nadie. Los mensajes solo los ven tú y la persona con la que hablas.',
  'privacyPolicy.see.p2': 'Nunca vendemos tus datos personales. Los proveedores que alojan nuestra infraestructura o procesan los pagos solo ven lo que necesitan para hacer ese trabajo.',
  'privacyPolicy.rights.h': 'Tus opciones y derechos',
  'privacyPolicy.rights.p1': 'Puedes editar o eliminar tu perfil y tus fotos cuando quieras, descargar una copia de tus datos o eliminar tu cuenta. El contenido eliminado se borra de nuestros sistemas en un plazo de 30 días.',
  'privacyPolicy.rights.p2': 'Puedes activar o desactivar las notificaciones y tu estado en línea en Ajustes.',
  'privacyPolicy.storage.h': 'Cookies y almacenamiento',
  'privacyPolicy.storage.p1': 'Guardamos tu sesión y el tema que elegiste en el almacenamiento local de tu navegador para que no tengas que volver a iniciar sesión y veas Ascend como te gusta. No usamos cookies publicitarias.',
  'privacyPolicy.contact.h': 'Contacto',
  'privacyPolicy.contact.p1': '¿Tienes preguntas sobre privacidad? Escríbenos desde la página de Contacto y te responderemos en un plazo de 30 días.',
} satisfies Catalogue;
