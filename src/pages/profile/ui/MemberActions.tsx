import { useGetInterestsWithMemberQuery } from '@/entities/interest';
import { displayName, type PublicProfile } from '@/entities/profile';
import { ConnectionRequestButton } from '@/features/send-connection-request';
import { relationshipOf } from '../model/relationship';
import { InterestState } from './InterestState';

/** What the member can do on someone else's profile: the interest between them, and Connect. */
export function MemberActions({ me, profile }: { me: string; profile: PublicProfile }) {
  const name = displayName(profile);
  const { currentData: interests, isError } = useGetInterestsWithMemberQuery({ me, memberId: profile.id });
  // Until the state is known nothing is offered, so that 'Show Interest' never flashes before 'Interest sent'.
  // If it cannot be known, Show Interest is offered: the database refuses a duplicate with its own message.
  const relationship = interests ? relationshipOf(interests) : isError ? ({ kind: 'none' } as const) : null;
  return (
    <>
      {relationship && <InterestState relationship={relationship} memberId={profile.id} name={name} />}
      <ConnectionRequestButton senderId={me} receiverId={profile.id} receiverName={name} />
    </>
  );
}
