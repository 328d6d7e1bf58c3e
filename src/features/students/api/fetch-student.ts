import { useQuery } from '@tanstack/react-query';
import type { RecordOf } from '@/domain/entities';
import { studentEntity } from '@/domain/entities/student';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type Student = RecordOf<typeof studentEntity>;

/** One student with the names of its institution, college, programme and dictionary values. */
export async function fetchStudent(id: string): Promise<Student | undefined> {
  return fetchResult<Student>(`${studentEntity.apiPath}/queryById`, { id }, { fallback: '学生信息加载失败' });
}

export const useStudent = (id: string) =>
  useQuery({ queryKey: resourceKeys(studentEntity.name).detail(id), queryFn: () => fetchStudent(id) });
