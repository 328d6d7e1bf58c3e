// npm run generate entity <name> [--title 机构] [--table cpc_organisation] [--api /cpc/organisation]
//                                  [--prefix cpc:organisation] [--screen cpc/OrganisationList]
// Writes what a new plain entity needs: its definition (added to ENTITIES), its drizzle table (built from the
// definition) and the migration creating it. The server serves its CRUD without a route file and the screen
// registry its list page at `screen`; the schema drift test checks the migration agrees. Then add fields to the
// definition and the migration (and to the menu seed if the screen is not in it yet).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const snake = (name) => kebab(name).replace(/-/g, '_');

function definitionFile(o) {
  const screen = o.screen ? `\n  screen: '${o.screen}',` : '';
  return `import type { EntityDef } from './entity-types';

/** ${o.title} (${o.table}). */
export const ${o.name}Entity: EntityDef = {
  name: '${o.name}',
  title: '${o.title}',
  table: '${o.table}',
  apiPath: '${o.api}',
  permissionPrefix: '${o.prefix}',${screen}
  fields: [{ name: 'name', label: '名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' }],
};
`;
}

const schemaTable = (o) => `
/** ${o.title}: built from its definition (npm run generate entity ${o.name}). */
export const ${o.name}Table = definitionTable(${o.name}Entity);
`;

/** The table line at the end of schema.ts, its imports after the last import at the top. */
function addToSchema(text, o) {
  const imports = [`import { ${o.name}Entity } from '../../src/domain/entities/${kebab(o.name)}';`];
  if (!text.includes("from './definition-table'"))
    imports.unshift("import { definitionTable } from './definition-table';");
  const lastImport = text.lastIndexOf('\nimport ');
  const endOfImport = text.indexOf(';\n', lastImport) + 2;
  return `${text.slice(0, endOfImport)}${imports.join('\n')}\n${text.slice(endOfImport)}${schemaTable(o)}`;
}

const migration = (o) => `-- ${o.title} (npm run generate entity ${o.name}).
CREATE TABLE ${o.table} (
  id varchar(32) PRIMARY KEY,
  name varchar(100) NOT NULL,
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
`;

/** Adds `import` and the list entry of the new definition to entities/index.ts. */
function addToIndex(text, o) {
  const importLine = `import { ${o.name}Entity } from './${kebab(o.name)}';\n`;
  const listEnd = text.indexOf('\n];', text.indexOf('export const ENTITIES'));
  if (listEnd < 0) throw new Error('entities/index.ts: ENTITIES not found');
  const withEntry = `${text.slice(0, listEnd)}\n  ${o.name}Entity,${text.slice(listEnd)}`;
  const firstImport = withEntry.indexOf('import ');
  return `${withEntry.slice(0, firstImport)}${importLine}${withEntry.slice(firstImport)}`.replace(
    /\nexport const ENTITIES/,
    `\nexport { ${o.name}Entity };\n\nexport const ENTITIES`,
  );
}

/** Writes the files of a new plain entity under `root`; returns the paths written or changed. */
export function generateEntity(root, options) {
  const name = options.name;
  if (!/^[a-z][A-Za-z0-9]*$/.test(name ?? '')) throw new Error(`entity name must be camelCase: ${name}`);
  const o = {
    name,
    title: options.title ?? name,
    table: options.table ?? `cpc_${snake(name)}`,
    api: options.api ?? `/cpc/${name}`,
    prefix: options.prefix ?? `cpc:${name}`,
    screen: options.screen,
  };
  if (!/^[a-z][a-z0-9_]*$/.test(o.table)) throw new Error(`table name must be snake_case: ${o.table}`);
  const entities = join(root, 'src/domain/entities');
  const definition = join(entities, `${kebab(name)}.ts`);
  if (existsSync(definition)) throw new Error(`${definition} exists already`);
  const schema = join(root, 'server/db/schema.ts');
  const migrations = join(root, 'server/db/migrations');
  const last = readdirSync(migrations)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()
    .at(-1);
  const next = String(Number(last?.slice(0, 4) ?? 0) + 1).padStart(4, '0');
  const migrationFile = join(migrations, `${next}_${o.table}.sql`);

  writeFileSync(definition, definitionFile(o));
  writeFileSync(join(entities, 'index.ts'), addToIndex(readFileSync(join(entities, 'index.ts'), 'utf8'), o));
  writeFileSync(schema, addToSchema(readFileSync(schema, 'utf8'), o));
  writeFileSync(migrationFile, migration(o));
  return [definition, join(entities, 'index.ts'), schema, migrationFile];
}

function parseArgs(argv) {
  const [kind, name, ...rest] = argv;
  if (kind !== 'entity' || !name) {
    throw new Error(
      'usage: npm run generate entity <name> [--title 标题] [--table t] [--api /path] [--prefix p] [--screen c]',
    );
  }
  const options = { name };
  for (let i = 0; i < rest.length; i += 2) options[rest[i].replace(/^--/, '')] = rest[i + 1];
  return options;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    for (const path of generateEntity(root, parseArgs(process.argv.slice(2)))) console.log(`written: ${path}`);
    console.log('Next: fields in the definition and the migration; the menu entry if the screen is new.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
