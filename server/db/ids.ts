/**
 * Fixed 19-digit ids of the demo data, one block per table, so every fresh database is identical.
 * Blocks: 1 user, 2 role, 3 user_role, 4 depart, 5 user_depart, 6 permission, 7 role_permission,
 * 8 dict, 9 dict_item.
 */
const BASE = 1_740_000_000_000_000_000n;
const BLOCK = 10_000_000_000_000n;

export type IdBlock = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export function seedId(block: IdBlock, n: number): string {
  return (BASE + BigInt(block) * BLOCK + BigInt(n)).toString();
}

/** Creation time of all demo rows. */
export const SEED_TIME = '2024-03-01 09:00:00';
