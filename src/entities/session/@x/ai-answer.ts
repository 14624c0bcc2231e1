// What the AI said about members is the signed-in member's: the answers are forgotten on sign-out.
export { authEventReceived } from '../model/session-slice';
