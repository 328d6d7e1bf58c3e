/** `npm install` on the Node versions the README supports prints no engine warnings. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

const root = new URL('../..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('engines', () => {
  it('every locked package runs on the lowest Node 20 and 22 the project supports', () => {
    const supported = ['20.19.0', '22.13.0'];
    for (const version of supported) expect(semver.satisfies(version, pkg.engines.node), version).toBe(true);
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      // An optional package for another platform or Node is skipped by npm without a warning.
      if (!range || entry.optional) return [];
      return supported.filter((v) => !semver.satisfies(v, range)).map((v) => `${name} (${range}) refuses ${v}`);
    });
    expect(refusing).toEqual([]);
  });
});
