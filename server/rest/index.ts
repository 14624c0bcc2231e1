export { createRestHandler } from './rest-handler';
