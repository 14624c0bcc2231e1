import { http, HttpResponse } from 'msw';
import { mockDb, type MockProfile, type MockUser } from '../db';
import { publicProfilesFor } from '../db/public-profiles';
import { callerOf } from '../gotrue/sessions';
import { restUrl } from '../supabase-url';

interface FeedArgs {
  after?: string;
  page_size?: number;
}

/**
 * get_discovery_feed over the mock tables, simplified: the visible profiles other than the
 * caller's, without those the caller already showed interest in, within the caller's saved genders
 * and ages, newest first, keyset-paged by id. The real rules (mutual fit, every filter, distance,
 * score) are the server's and its tests'; the mock has no coordinates, so distance_miles is null.
 */
function feedFor(caller: MockUser, me: MockProfile, { after, page_size: pageSize = 20 }: FeedArgs) {
  const liked = new Set(mockDb.interests.findMany({ sender_id: me.id }).map((interest) => interest.receiver_id));
  const photoOf = (id: string) => mockDb.photos.findFirst({ user_id: id, is_primary: true })?.url ?? null;
  const wanted = publicProfilesFor(mockDb.profiles.findMany(), caller)
    .filter((profile) => profile.id !== me.id && !liked.has(profile.id!))
    .filter((profile) => me.preferred_genders.length === 0 || me.preferred_genders.includes(profile.gender ?? ''))
    .filter((profile) => profile.age === null || (profile.age >= me.preferred_age_min && profile.age <= me.preferred_age_max))
    .sort((a, b) => b.id!.localeCompare(a.id!));
  const start = after ? wanted.findIndex((profile) => profile.id === after) + 1 : 0;
  return wanted.slice(start, start + pageSize).map((profile) => ({
    id: profile.id,
    username: profile.username,
    first_name: profile.first_name,
    age: profile.age,
    gender: profile.gender,
    location: profile.location,
    bio: profile.bio,
    interests: profile.interests ?? [],
    relationship_goals: profile.relationship_goals ?? [],
    primary_photo_url: photoOf(profile.id!),
    distance_miles: null,
    shared_interests: (profile.interests ?? []).filter((interest) => me.interests.includes(interest)),
    last_active: profile.last_active,
    score: 0,
    cursor: profile.id,
  }));
}

export const discoveryHandlers = [
  http.post(restUrl('/rpc/get_discovery_feed'), async ({ request }) => {
    const me = callerOf(request)?.user;
    const profile = me && mockDb.profiles.findFirst({ id: me.id });
    // The function is for signed-in members only.
    if (!profile) return HttpResponse.json({ code: '42501', message: 'permission denied for function get_discovery_feed' }, { status: 401 });
    return HttpResponse.json(feedFor(me, profile, (await request.json()) as FeedArgs));
  }),
];
