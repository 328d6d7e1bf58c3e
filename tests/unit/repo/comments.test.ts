/**
 * Code comments and test names say their rule in their own words or point at docs/: a citation of a document that
 * is not in the repository (a design or specification section, an issue number, a business document) cannot be
 * followed by a reader of the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['server', 'src', 'sw', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const CITATION =
  /spec document|[Aa]ddendum|\(items? \d+|\b[Ii]ssue \d+|business\.md|design\.md|§| \((?:the )?spec\)|\(spec: [^A-Z]|\bspec (?:message|format|bound)s?\b/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : files(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** Comments and string literals are where a citation hides; an RFC's section sign is a public reference. */
const cited = (line: string) => CITATION.test(line) && !/RFC \d+ §/.test(line);

describe('comments cite nothing outside the repository', () => {
  it('no comment or test name in server, src, sw, scripts or tests cites the spec, an issue or the addendum', () => {
    const self = join('tests', 'unit', 'repo', 'comments.test.ts');
    const found = FOLDERS.flatMap(files)
      .filter((path) => path !== self)
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .map((line, i) => [`${path}:${i + 1}`, line] as const)
          .filter(([, line]) => cited(line)),
      )
      .map(([where, line]) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });

  it('every file path a comment names in the repository exists (a moved file takes its mentions along)', () => {
    const PATH = /(?<![\w./-])(?:server|src|sw|scripts|tests)\/[\w./-]+\.(?:ts|tsx|mjs)\b/g;
    const comment = /^\s*(\/\/|\/\*|\*)/;
    const missing = FOLDERS.flatMap(files).flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .filter((line) => comment.test(line))
        .flatMap((line) => [...line.matchAll(PATH)])
        .map((m) => m[0])
        .filter((named) => !existsSync(join(root, named)))
        .map((named) => `${path}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
