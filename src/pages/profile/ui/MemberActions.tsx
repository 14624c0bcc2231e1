import { useNavigate } from 'react-router-dom';
import { useGetRelationshipQuery } from '@/entities/match';
import { type PublicProfile } from '@/entities/profile';
import { MemberSafetyMenu } from '@/features/member-safety';
import { ConnectionRequestButton } from '@/features/send-connection-request';
import { routes } from '@/shared/config';
import { memberName } from '@/shared/lib';
import { InterestState } from './InterestState';

/**
 * What the member can do on someone else's profile: the interest between them, Connect (until they
 * are matched), and Report, Block or Unmatch (after which the profile is gone for her: back to discovery).
 */
export function MemberActions({ me, profile }: { me: string; profile: PublicProfile }) {
  const name = memberName(profile);
  const { currentData, isError } = useGetRelationshipQuery(profile.id);
  // Until the state is known nothing is offered, so that 'Show Interest' never flashes before 'Interest sent'.
  // If it cannot be known, Show Interest is offered: the database refuses a duplicate with its own message.
  const relationship = currentData?.relationship ?? (isError ? ({ kind: 'none' } as const) : null);
  const navigate = useNavigate();
  return (
    <>
      {relationship && <InterestState relationship={relationship} memberId={profile.id} name={name} />}
      {/* A match has the conversation: asking to connect is for members not matched yet. */}
      {relationship && relationship.kind !== 'matched' && <ConnectionRequestButton me={me} receiverId={profile.id} receiverName={name} />}
      <MemberSafetyMenu
        memberId={profile.id}
        memberName={name}
        matched={relationship?.kind === 'matched'}
        onSeparated={() => void navigate(routes.home, { replace: true })}
      />
    </>
  );
}
