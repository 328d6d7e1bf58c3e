import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EntityListPage, prefetchList } from '@/components/crud';
import { useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { makeRows, PERMS, positionDef, serveList, storeRankDict } from './list-fixtures';

const bed = useApiTestBed();
beforeEach(storeRankDict);

const renderPage = () => renderWithClient(<EntityListPage entity={positionDef} />, grant(...PERMS));

describe('a cold load: the first list page its prefetch asked for', () => {
  it('once answered, is in the page first render and not asked for again', async () => {
    const list = serveList(bed.server, makeRows(12));
    await prefetchList({ entity: positionDef });
    await Promise.resolve();
    renderPage();
    // No waiting: the rows are there in the first render.
    const table = screen.getByRole('table', { name: '职务列表' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(screen.getByText('1-10 共12条')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(list.count()).toBe(1);
  });

  it('still on its way, is taken over when it comes (one request)', async () => {
    const list = serveList(bed.server, makeRows(3));
    void prefetchList({ entity: positionDef });
    renderPage();
    expect(await screen.findByText('1-3 共3条')).toBeInTheDocument();
    expect(list.count()).toBe(1);
  });
});
