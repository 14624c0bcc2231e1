import type { ServerConfig } from '../config';

/**
 * Who runs this server, as a push service may contact them (RFC 8292 `sub`: a mailto: or https:
 * URL): SUPPORT_EMAIL when set, else the public https address, else a local mailbox.
 */
export function vapidSubject(config: Pick<ServerConfig, 'publicUrl' | 'functionSecrets'>): string {
  const email = config.functionSecrets.SUPPORT_EMAIL;
  if (email) return `mailto:${email}`;
  if (config.publicUrl?.startsWith('https://')) return new URL(config.publicUrl).origin;
  return 'mailto:support@localhost';
}
