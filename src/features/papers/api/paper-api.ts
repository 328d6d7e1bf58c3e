import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import { paperEntity } from '@/domain/entities/paper';
import { fetchResult } from '@/lib/api-client';

const BASE = paperEntity.apiPath;

/** The topic list of every paper: GET /paperTopic/cpcPaperTopic/paperTopicList (paged, with paperName). */
export const TOPIC_LIST_URL = '/paperTopic/cpcPaperTopic/paperTopicList';

/** A paper's topics in order: GET …/queryPaperTopicByMainId?id=. */
export async function fetchTopics(paperId: string): Promise<GridRow[]> {
  const rows = await fetchResult<GridRow[]>(`${BASE}/queryPaperTopicByMainId`, { id: paperId }, { silent: true });
  return Array.isArray(rows) ? rows : [];
}

/** One paper with its `_dictText`s: GET …/queryById?id=. */
export async function fetchPaper(id: string): Promise<Record<string, unknown> | null> {
  return (await fetchResult<Record<string, unknown>>(`${BASE}/queryById`, { id })) ?? null;
}
