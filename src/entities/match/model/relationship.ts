/** Where the member stands with another member, as the profile page's actions and a thread need it. */
export type Relationship =
  | { kind: 'matched' }
  /** Their interest waits for the member's answer (its id answers it; its message is shown). */
  | { kind: 'theyLikeYou'; interestId: string; message: string | null }
  /** Hers waits, or was passed on: nobody is told they were turned down (docs/database.md, Relationships). */
  | { kind: 'interestSent' }
  | { kind: 'none' };

/** The other member as the member may see them: every field null when they hide their profile from her. */
export interface MatchPartner {
  id: string;
  username: string | null;
  firstName: string | null;
  age: number | null;
  photoUrl: string | null;
  /** Their own setting, known only for a match she can see: off, no online dot. */
  showOnlineStatus: boolean;
  /** The verified badge (photo verification); unknown where the read does not carry it (the conversation list). */
  verified?: boolean;
}

export interface MemberRelationship {
  relationship: Relationship;
  partner: MatchPartner;
}
