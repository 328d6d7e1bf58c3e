/** The demo folders and files (issue 15). */
import type { Db } from './db-type';

export async function seedDocuments(_db: Db): Promise<void> {}
