import { useGetRelationshipQuery } from '@/entities/match';
import { type PublicProfile } from '@/entities/profile';
import { ConnectionRequestButton } from '@/features/send-connection-request';
import { InterestState } from './InterestState';
import { memberName } from '@/shared/lib';

/** What the member can do on someone else's profile: the interest between them, and Connect. */
export function MemberActions({ me, profile }: { me: string; profile: PublicProfile }) {
  const name = memberName(profile);
  const { currentData, isError } = useGetRelationshipQuery(profile.id);
  // Until the state is known nothing is offered, so that 'Show Interest' never flashes before 'Interest sent'.
  // If it cannot be known, Show Interest is offered: the database refuses a duplicate with its own message.
  const relationship = currentData?.relationship ?? (isError ? ({ kind: 'none' } as const) : null);
  return (
    <>
      {relationship && <InterestState relationship={relationship} memberId={profile.id} name={name} />}
      <ConnectionRequestButton me={me} receiverId={profile.id} receiverName={name} />
    </>
  );
}
