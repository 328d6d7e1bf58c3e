import { fetchResult, startEarlyGet, takeArrivedEarlyGet } from '@/lib/api-client';
import { portalKeys } from '../../layout/portal-queries';

export const OVERVIEW_URL = '/cutumer/portal/overview';

export interface Figures {
  sat: number;
  mean: number | null;
  /** 0–1. */
  passRate: number | null;
}

export interface PortalOverview {
  institution: {
    id: string;
    orgName: string;
    orgCode: string;
    logo: string | null;
    area: string | null;
    areaText: string;
  };
  contact: {
    realname: string;
    linkRole: string;
    linkRole_dictText?: string;
    collegeId: string | null;
    collegeName: string | null;
  };
  counts: { colleges: number; programmes: number; students: number; linkUsers: number };
  upcomingTests: {
    id: string;
    testName: string;
    status: string;
    status_dictText?: string;
    startTime: string;
    plannedCount: number | null;
  }[];
  latestResults: (Figures & { testId: string; testName: string; fullScore: number; national: Figures })[];
  notices: { total: number; latest: { id: string; titile: string; sendTime: string | null }[] };
  files: { id: string; fileName: string; fileCategory_dictText?: string; year: number | null; createTime: string }[];
}

/** The index's one request, kept as a list page (persisted: the index stays readable offline). */
export const overviewQuery = {
  queryKey: portalKeys.list({ view: 'overview' }),
  queryFn: async () => (await fetchResult<PortalOverview>(OVERVIEW_URL)) ?? null,
  // The index's early request (prefetchOverview), when it has already answered: shown in the first render.
  initialData: () => takeArrivedEarlyGet<PortalOverview>(OVERVIEW_URL)?.result ?? undefined,
  meta: { quiet: true },
  retry: false,
} as const;

/** A cold load of the index: the overview is asked for beside the page's code. */
export async function prefetchOverview(): Promise<void> {
  await startEarlyGet(OVERVIEW_URL).catch(() => undefined);
}
