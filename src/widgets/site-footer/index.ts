export { SiteFooter } from './ui/SiteFooter';
