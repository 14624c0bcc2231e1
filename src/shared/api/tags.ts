/**
 * Every cache tag of the app, in one place: endpoints import these instead of spelling tags by hand.
 * Ids are the other member's id (the pair a tag is about) or LIST for a collection. What provides
 * and what invalidates each is the table in docs/architecture.md (Cache tags).
 */
export const tagTypes = ['Profile', 'Relationship', 'Interest', 'ConnectionRequest', 'Message', 'Conversation', 'Plan', 'Block', 'Notification', 'SupportRequest', 'AuthFactor', 'Event', 'Verification', 'Call'] as const;

export type TagType = (typeof tagTypes)[number];

export const LIST = 'LIST';

export const tags = {
  /** A member's profile as the caller reads it: her own row, or another member's public card. */
  profile: (memberId: string) => ({ type: 'Profile', id: memberId }) as const,
  /** Every list of members (the discovery feed): who is shown changes with matches and edits. */
  members: { type: 'Profile', id: LIST } as const,
  /** Where the caller stands with one member (none, interest sent, they like her, matched). */
  relationship: (memberId: string) => ({ type: 'Relationship', id: memberId }) as const,
  /** Every relationship (after a reconnect, any of them may have changed). */
  everyRelationship: { type: 'Relationship' } as const,
  /** The likes list and its count: pending interests the caller received. */
  receivedInterests: { type: 'Interest', id: LIST } as const,
  /** The likes the caller sent that wait for an answer (the Likes dialog's Sent tab). */
  sentInterests: { type: 'Interest', id: 'SENT' } as const,
  /** The connection requests waiting for an answer, both ways (beside the likes). */
  connectionRequests: { type: 'ConnectionRequest', id: LIST } as const,
  /** The connection request the caller sent to one member. */
  connectionRequestTo: (memberId: string) => ({ type: 'ConnectionRequest', id: memberId }) as const,
  /** The thread with one partner. */
  thread: (partnerId: string) => ({ type: 'Message', id: partnerId }) as const,
  /** Every thread (after a reconnect, anything may have arrived). */
  everyThread: { type: 'Message' } as const,
  /** The conversation list and the unread total, which change together (a message, a new match). */
  conversations: { type: 'Conversation', id: LIST } as const,
  /** The members the caller blocked (Settings, Blocked members). */
  blockedMembers: { type: 'Block', id: LIST } as const,
  /** The member's notifications and their unread count. */
  notifications: { type: 'Notification', id: LIST } as const,
  /** The caller's own plan (tier, period, trial, cancelling): what a checkout, a cancel or a resume changes. */
  myPlan: { type: 'Plan', id: 'MINE' } as const,
  /** The member's own support requests and their states (/support). */
  supportRequests: { type: 'SupportRequest', id: LIST } as const,
  /** The events near her and each event's page (seats left, whether she goes): what an RSVP changes. */
  events: { type: 'Event', id: LIST } as const,
  /** Who goes to the events she goes to: what an RSVP and a block change. */
  eventAttendees: { type: 'Event', id: 'ATTENDEES' } as const,
  /** What the caller used today of her plan's limits: what a send or an AI answer changes. */
  myUsage: { type: 'Plan', id: 'USAGE' } as const,
  /** The video calls between the caller and one member (the thread's log lines). */
  callLog: (memberId: string) => ({ type: 'Call', id: memberId }) as const,
  /** Every call log (after a reconnect, any of them may have changed). */
  everyCallLog: { type: 'Call' } as const,
  /** Whether she takes video calls (Settings → Privacy). */
  callSettings: { type: 'Call', id: 'SETTINGS' } as const,
  /** The member's sign-in factors (authenticator apps) and how many recovery codes are left. */
  authFactors: { type: 'AuthFactor', id: LIST } as const,
  /** Where the caller's photo verification stands (Settings → Profile): what sending a selfie changes. */
  myVerification: { type: 'Verification', id: 'MINE' } as const,
} as const;
