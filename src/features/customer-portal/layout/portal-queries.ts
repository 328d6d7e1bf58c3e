import { fetchResult, startEarlyGet, takeArrivedEarlyGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export const MY_INSTITUTION_URL = '/cutumer/organization/getInstitutionByUserId';

/** The portal's own data, keyed as list pages so the persisted cache keeps it readable offline. */
export const portalKeys = resourceKeys('customerPortal');

/** The header's institution name; staff who open the portal have none (no message: it is not their page's). */
export const myInstitutionQuery = {
  queryKey: portalKeys.list({ view: 'institution' }),
  queryFn: async () => {
    const org = await fetchResult<{ orgName?: string }>(MY_INSTITUTION_URL, undefined, { silent: true });
    return { orgName: org?.orgName ?? '' };
  },
  // A cold load's early request (startPortalRequests), when it has already answered: shown in the first render.
  initialData: () => {
    const arrived = takeArrivedEarlyGet<{ orgName?: string }>(MY_INSTITUTION_URL);
    return arrived && { orgName: arrived.result?.orgName ?? '' };
  },
  meta: { quiet: true },
  retry: false,
  staleTime: 5 * 60_000,
} as const;

/** A cold load of a portal page: the header's request starts with the entry, beside the app's code. */
export function startPortalRequests(): void {
  void startEarlyGet(MY_INSTITUTION_URL).catch(() => undefined);
}
