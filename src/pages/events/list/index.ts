export { EventsPage } from './ui/EventsPage';
