import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle database both engines (PGlite and node-postgres) are used through. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
