/** The demo reports (issue 15). */
import type { Db } from './db-type';

export async function seedReports(_db: Db): Promise<void> {}
