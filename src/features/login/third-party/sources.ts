import { getAction } from '@/lib/api-client';

/** A third-party sign-in the server offers (GET /sys/thirdApp/getEnabledType's `providers`). */
export interface ThirdSource {
  source: string;
  title: string;
}

/** The sources the login page shows; none when the server offers none, is a stock JeecgBoot one, or is away. */
export async function fetchThirdSources(): Promise<ThirdSource[]> {
  try {
    const res = await getAction<{ providers?: unknown }>('/sys/thirdApp/getEnabledType', {}, { silent: true });
    const list = res.success && Array.isArray(res.result?.providers) ? (res.result.providers as ThirdSource[]) : [];
    return list.filter((p) => typeof p?.source === 'string' && typeof p.title === 'string');
  } catch {
    return [];
  }
}
