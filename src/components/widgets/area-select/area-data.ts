/**
 * Province / city / district data (GB/T 2260 codes, from @vant/area-data), loaded on first use: its own chunk of
 * about 32 KB gzip, never in a list page's first load. The tree hangs under the root code 86.
 */
export const AREA_ROOT = '86';

export interface AreaNode {
  code: string;
  text: string;
  /** The parent's code (AREA_ROOT for a province). */
  parent: string;
}

export interface AreaData {
  byCode: ReadonlyMap<string, AreaNode>;
  /** Children by parent code, in code order. */
  children: ReadonlyMap<string, readonly AreaNode[]>;
}

export interface AreaLists {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/** The tree of the three lists: a city under its province (first 2 digits), a district under its city (first 4). */
export function buildAreaData(lists: AreaLists): AreaData {
  const byCode = new Map<string, AreaNode>();
  const children = new Map<string, AreaNode[]>();
  const add = (code: string, text: string, parent: string) => {
    const node = { code, text, parent };
    byCode.set(code, node);
    const siblings = children.get(parent) ?? [];
    siblings.push(node);
    children.set(parent, siblings);
  };
  for (const [code, text] of Object.entries(lists.province_list)) add(code, text, AREA_ROOT);
  for (const [code, text] of Object.entries(lists.city_list)) {
    const province = `${code.slice(0, 2)}0000`;
    if (byCode.has(province)) add(code, text, province);
  }
  for (const [code, text] of Object.entries(lists.county_list)) {
    const city = `${code.slice(0, 4)}00`;
    const province = `${code.slice(0, 2)}0000`;
    if (byCode.has(city)) add(code, text, city);
    else if (byCode.has(province)) add(code, text, province);
  }
  for (const list of children.values()) list.sort((a, b) => a.code.localeCompare(b.code));
  return { byCode, children };
}

let loaded: AreaData | undefined;
let loading: Promise<AreaData> | undefined;

/** The area data, loaded once. */
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('@vant/area-data').then((m) => (loaded = buildAreaData(m.areaList)));
  return loading;
}

/** The area data if it has arrived. */
export const loadedAreaData = (): AreaData | undefined => loaded;

/** The nodes from the province down to `code` (empty for an unknown code). */
export function areaPath(data: AreaData, code: string | undefined | null): AreaNode[] {
  const path: AreaNode[] = [];
  for (let node = code ? data.byCode.get(code) : undefined; node; node = data.byCode.get(node.parent)) {
    path.unshift(node);
  }
  return path;
}

/** The text of a code: its names from the province down, joined with `/` (the code itself when unknown). */
export function areaText(data: AreaData, code: string | undefined | null, separator = '/'): string {
  if (!code) return '';
  const path = areaPath(data, code);
  return path.length > 0 ? path.map((node) => node.text).join(separator) : code;
}
