import { useParams } from 'react-router';

/** The `:tenantSlug` of every customer route (always present on these routes). */
export function useTenantSlug(): string {
  const { tenantSlug = '' } = useParams();
  return tenantSlug;
}
