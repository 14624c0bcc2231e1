export { DeleteAccountButton } from './ui/DeleteAccountButton';
