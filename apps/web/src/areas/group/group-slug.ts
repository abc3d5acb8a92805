import { useParams } from 'react-router';

/** The group named in the address (/group/{groupSlug}/…); the layout has already checked access. */
export function useGroupSlug(): string {
  const { groupSlug = '' } = useParams();
  return groupSlug;
}
