/** The demo 网盘 (issue 15). */
import type { Db } from './db-type';

export async function seedNetdisk(_db: Db): Promise<void> {}
