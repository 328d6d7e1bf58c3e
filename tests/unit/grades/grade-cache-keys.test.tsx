import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { useGradeInfo } from '@/features/grades/api/grade-api';
import { gradeEntity } from '@/domain/entities/grade';
import { resourceKeys } from '@/lib/resource-keys';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok } from '../features/feature-fixtures';

const bed = useApiTestBed();

describe('grade cache keys', () => {
  it('a grade write’s invalidation reaches an opened 详情: it reads the corrected score', async () => {
    let score = 60;
    bed.server.use(http.get(api(`${gradeEntity.apiPath}/queryGradeInfoVById`), () => ok({ id: 'g1', score })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useGradeInfo('g1'), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ score: 60 }));
    score = 75;
    // What the write path does after a saved grade.
    await client.invalidateQueries({ queryKey: resourceKeys(gradeEntity.name).all() });
    await waitFor(() => expect(result.current.data).toMatchObject({ score: 75 }));
  });
});
