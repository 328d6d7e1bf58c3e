import { useQuery } from '@tanstack/react-query';
import { collegeEntity } from '@/domain/entities/college';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import type { PageResult } from '@/domain/api';

export interface Option {
  value: string;
  text: string;
}

interface CollegeRow {
  id: string;
  collegeName: string;
}

interface ProgrammeRow {
  id: string;
  name: string;
  programmeType_dictText?: string;
}

/** An institution's colleges (the college list, scoped by the server), in their order; none without an institution. */
export async function fetchCollegeOptions(organizationId: string): Promise<Option[]> {
  const page = await fetchResult<PageResult<CollegeRow>>(
    `${collegeEntity.apiPath}/list`,
    { organizationId, column: 'sortNo', order: 'asc', pageSize: 1000 },
    { fallback: '学院加载失败' },
  );
  return (page?.records ?? []).map((r) => ({ value: String(r.id), text: r.collegeName }));
}

/** A college's programmes (from its detail); the type is named, as a name may be both a 本科 and a 硕士 programme. */
export async function fetchProgrammeOptions(collegeId: string): Promise<Option[]> {
  const college = await fetchResult<{ cpcCollegeProgrammeList?: ProgrammeRow[] }>(
    `${collegeEntity.apiPath}/queryByIdToDetail`,
    { id: collegeId },
    { fallback: '专业加载失败' },
  );
  return (college?.cpcCollegeProgrammeList ?? []).map((r) => ({
    value: String(r.id),
    text: r.programmeType_dictText ? `${r.name}（${r.programmeType_dictText}）` : r.name,
  }));
}

export const useCollegeOptions = (organizationId: string) =>
  useQuery({
    queryKey: resourceKeys(collegeEntity.name).part('of-organization', organizationId),
    queryFn: () => fetchCollegeOptions(organizationId),
    enabled: organizationId !== '',
  });

export const useProgrammeOptions = (collegeId: string) =>
  useQuery({
    queryKey: resourceKeys(collegeEntity.name).detail(collegeId, 'programmes'),
    queryFn: () => fetchProgrammeOptions(collegeId),
    enabled: collegeId !== '',
  });
