export { PublicHeader } from './ui/PublicHeader';
