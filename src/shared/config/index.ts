export { env, CLIENT_INFO } from './env';
export * from './limits';
export { routes, infoPageSlugs, type InfoPageSlug } from './routes';
