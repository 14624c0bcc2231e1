export { InfoPage } from './ui/InfoPage';
