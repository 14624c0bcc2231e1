export { CompleteProfilePage } from './ui/CompleteProfilePage';
export { useWalkThroughDue } from './model/use-walk-through-due';
