export { ExportMyDataButton } from './ui/ExportMyDataButton';
