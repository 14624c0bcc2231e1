import type { EdgeEnv } from '../_shared/edge-function.ts';

/**
 * What a prompt may say about a member: fields of `public_profiles`, the view every signed-in member
 * reads of the others. Private fields (e-mail, last name, birth date, income, preferences, settings)
 * are not in the view, and this list names the columns read, so a column added to the view later
 * does not reach a prompt by itself.
 */
export const PROFILE_COLUMNS = 'id,first_name,age,gender,location,bio,interests,relationship_goals,education,drinking,smoking,religion,has_children,wants_children';

/** The five factors of the personality assessment, in the order prompts say them. */
export const PERSONALITY_TRAITS = ['extraversion', 'agreeableness', 'conscientiousness', 'emotional_stability', 'intellect'] as const;
/** A member's personality result: each factor a whole number from 0 to 100. */
export type Personality = Record<(typeof PERSONALITY_TRAITS)[number], number>;

export interface PromptProfile {
  id: string;
  firstName: string;
  age: number | null;
  gender: string | null;
  location: string | null;
  bio: string | null;
  interests: string[];
  relationshipGoals: string[];
  lifestyle: Partial<Record<'education' | 'drinking' | 'smoking' | 'religion' | 'has_children' | 'wants_children', string>>;
  /** Her personality result, only beside another member's: both chose to share (withSharedPersonalities). */
  personality?: Personality;
}

export interface PromptMessage {
  fromMe: boolean;
  content: string;
}

export interface Candidate extends PromptProfile {
  sharedInterests: string[];
  score: number;
}

export interface Persona {
  id: string;
  name: string;
  description: string;
  personality: string;
  specialty: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function promptProfile(row: Row): PromptProfile {
  const lifestyle: PromptProfile['lifestyle'] = {};
  for (const key of ['education', 'drinking', 'smoking', 'religion', 'has_children', 'wants_children'] as const) {
    const value = text(row[key]);
    if (value) lifestyle[key] = value;
  }
  return {
    id: String(row.id),
    firstName: text(row.first_name) ?? 'This member',
    age: typeof row.age === 'number' ? row.age : null,
    gender: text(row.gender),
    location: text(row.location),
    bio: text(row.bio),
    interests: texts(row.interests),
    relationshipGoals: texts(row.relationship_goals),
    lifestyle,
  };
}

/** A result row as get_shared_personalities gives it; anything but five whole numbers from 0 to 100 is dropped. */
export function promptPersonality(row: Row): Personality | undefined {
  const scores = PERSONALITY_TRAITS.map((trait) => row[trait]);
  if (!scores.every((score) => Number.isInteger(score) && (score as number) >= 0 && (score as number) <= 100)) return undefined;
  return Object.fromEntries(PERSONALITY_TRAITS.map((trait, i) => [trait, scores[i]])) as Personality;
}

/**
 * The profiles with the personality results a prompt may use: a member's only beside the caller's,
 * and the caller's only beside at least one other's. get_shared_personalities already gives nothing
 * unless the caller shares hers, and only the members who share theirs (docs/ai.md, Personality results).
 */
export function withSharedPersonalities<P extends PromptProfile>(me: PromptProfile, others: P[], results: Map<string, Personality>) {
  const mine = results.get(me.id);
  const theirs = (other: P) => (mine ? results.get(other.id) : undefined);
  const anyOther = others.some((other) => theirs(other));
  return {
    me: anyOther ? { ...me, personality: mine } : me,
    others: others.map((other) => (theirs(other) ? { ...other, personality: theirs(other) } : other)),
  };
}

/** PostgREST as the caller: her token, so row-level security decides what the prompt can contain. */
export class CallerData {
  constructor(
    private readonly env: EdgeEnv,
    private readonly token: string,
  ) {}

  private async request(path: string, body?: object): Promise<unknown> {
    const res = await fetch(`${this.env.supabaseUrl}/rest/v1/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { apikey: this.env.anonKey, Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`rest answered ${res.status} to ${path.split('?')[0]}: ${(await res.text()).slice(0, 200)}`);
    return res.json();
  }

  /** The members' public profiles the caller may see, by id; one the caller may not see is missing. */
  async profiles(ids: string[]): Promise<Map<string, PromptProfile>> {
    const rows = (await this.request(`public_profiles?select=${PROFILE_COLUMNS}&id=in.(${ids.join(',')})`)) as Row[];
    return new Map(rows.map((row) => [String(row.id), promptProfile(row)]));
  }

  /** The language the caller saved (her own profiles row, which only she may read); null when she never chose. */
  async savedLocale(me: string): Promise<string | null> {
    const rows = (await this.request(`profiles?select=locale&id=eq.${me}`)) as Row[];
    const locale = rows[0]?.locale;
    return typeof locale === 'string' ? locale : null;
  }

  /** The shared personality results of the caller and these members (rpc get_shared_personalities), by id. */
  async sharedPersonalities(ids: string[]): Promise<Map<string, Personality>> {
    const rows = (await this.request('rpc/get_shared_personalities', { members: ids })) as Row[];
    return new Map(rows.flatMap((row) => {
      const personality = promptPersonality(row);
      return personality ? [[String(row.member_id), personality] as const] : [];
    }));
  }

  async isMatch(partnerId: string): Promise<boolean> {
    const rows = (await this.request('rpc/get_relationship', { member: partnerId })) as Row[];
    return rows[0]?.status === 'matched';
  }

  /**
   * The caller's newest messages with the partner, oldest first. get_messages reads as the caller, so
   * it holds only her own conversation; rows of any other pair are dropped all the same.
   */
  async conversation(me: string, partnerId: string, count: number): Promise<PromptMessage[]> {
    const rows = (await this.request('rpc/get_messages', { partner: partnerId, page_size: count })) as Row[];
    return rows
      .filter((row) => (row.sender_id === me && row.receiver_id === partnerId) || (row.sender_id === partnerId && row.receiver_id === me))
      .map((row) => ({ fromMe: row.sender_id === me, content: String(row.content) }))
      .reverse();
  }

  async persona(id: string): Promise<Persona | undefined> {
    const rows = (await this.request(`matchmaker_personas?select=id,name,description,personality,specialty&id=eq.${encodeURIComponent(id)}`)) as Persona[];
    return rows[0];
  }

  /**
   * The first page of the caller's discovery feed: the only members a matchmaker may suggest. A
   * caller the feed refuses (an incomplete profile, its rate limit) gets no candidates.
   */
  async candidates(count: number): Promise<Candidate[]> {
    const rows = (await this.request('rpc/get_discovery_feed', { page_size: count }).catch(() => [])) as Row[];
    return rows.map((row) => ({ ...promptProfile(row), sharedInterests: texts(row.shared_interests), score: Number(row.score) || 0 }));
  }
}
