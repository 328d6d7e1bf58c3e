import { COLLEGE_PROGRAMME_LIST, collegeEntity } from '@/domain/entities/college';
import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import { fetchResult } from '@/lib/api-client';

const BASE = collegeEntity.apiPath;

/** A saved college's programmes: GET …/queryByIdToDetail?id= (its cpcCollegeProgrammeList). */
export async function fetchProgrammes(collegeId: string): Promise<GridRow[]> {
  const detail = await fetchResult<Record<string, unknown>>(
    `${BASE}/queryByIdToDetail`,
    { id: collegeId },
    {
      silent: true,
    },
  );
  const rows = detail?.[COLLEGE_PROGRAMME_LIST];
  return Array.isArray(rows) ? (rows as GridRow[]) : [];
}

/** A node of the 学科目录 tree: key the national code, title "0812 计算机科学与技术". */
export interface DisciplineNode {
  key: string;
  title: string;
  leaf?: boolean;
  children?: DisciplineNode[];
}

export const DISCIPLINE_TREE_URL = `${BASE}/disciplineTree`;

/** The 学科目录: GET …/disciplineTree (the 门类 with their 一级学科 and 专业学位类别). */
export async function fetchDisciplineTree(): Promise<DisciplineNode[]> {
  return (await fetchResult<DisciplineNode[]>(DISCIPLINE_TREE_URL, undefined, { silent: true })) ?? [];
}

/** The codes a programme takes: the tree's leaves, in catalogue order. */
export const disciplineLeaves = (nodes: DisciplineNode[]): DisciplineNode[] =>
  nodes.flatMap((n) => (n.children?.length ? disciplineLeaves(n.children) : n.leaf === false ? [] : [n]));
