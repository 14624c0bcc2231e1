export { ThemeToggleButton } from './ui/ThemeToggleButton';
