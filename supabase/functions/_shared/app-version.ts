import packageJson from '../../../package.json' with { type: 'json' };

/** The release this code belongs to: package.json's version, read by Node and Deno alike. */
export const APP_VERSION: string = packageJson.version;
