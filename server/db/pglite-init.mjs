// Creates an empty PGlite cluster in the directory given as argument (initdb), then exits.
// Run in a child process by open-db.ts: initdb needs several hundred MB that a long-running
// server process would otherwise keep.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
