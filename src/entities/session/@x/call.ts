// A call in progress is the signed-in member's: it is forgotten on sign-out.
export { authEventReceived } from '../model/session-slice';
