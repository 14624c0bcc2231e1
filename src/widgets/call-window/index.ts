export { CallLayer } from './ui/CallLayer';
