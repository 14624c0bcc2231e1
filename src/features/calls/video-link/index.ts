export { VideoCallHost } from './ui/VideoCallHost';
export { callTopic } from './lib/call-topic';
