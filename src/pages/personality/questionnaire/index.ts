export { PersonalityPage } from './ui/PersonalityPage';
