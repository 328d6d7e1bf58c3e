import type { EditableGridHandle, GridAllValues, GridError } from './grid-types';

export type GridsResult =
  | { ok: true; values: GridAllValues[] }
  /** The first grid that failed (its index among the handles) and its failing cells. */
  | { ok: false; index: number; errors: GridError[] };

/**
 * Validates several grids in order (a master form's sub-tables, JeecgBoot's validateTables): the first failing one
 * stops the check and is reported by its index (the caller shows its tab pane); else every grid's values.
 */
export async function validateGrids(grids: readonly (EditableGridHandle | null | undefined)[]): Promise<GridsResult> {
  const values: GridAllValues[] = [];
  for (const [index, grid] of grids.entries()) {
    if (!grid) continue;
    const errors = await grid.validateTable();
    if (errors) return { ok: false, index, errors };
    values[index] = grid.getAll();
  }
  return { ok: true, values };
}
