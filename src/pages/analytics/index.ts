export { AnalyticsPage } from './ui/AnalyticsPage';
