export { startFakePushService, type FakePushService, type ReceivedPush, type PushAnswer } from './fake-push-service';
