// The typing contract both members' clients follow (docs/features.md, Messaging): a broadcast at most every 2 s
// while typing, and the indicator hides 3 s after the last one.
export const TYPING_BROADCAST_INTERVAL_MS = 2000;
export const TYPING_VISIBLE_MS = 3000;
