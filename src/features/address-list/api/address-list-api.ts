import { queryOptions } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** A row of 通讯录: `userId`, not `id`; a user of several departments on one page is one row. */
export interface AddressRecord {
  userId: string;
  realname: string | null;
  avatar?: string | null;
  workNo: string | null;
  post: string | null;
  telephone?: string | null;
  email: string | null;
  phone: string | null;
  departId?: string;
  departName: string | null;
}

/** A department of the tree (GET /sys/sysDepart/queryTreeList): the address list filters by its orgCode. */
export interface AddressDepart {
  id: string;
  title: string;
  orgCode: string;
  children: AddressDepart[];
}

export interface AddressFilter {
  realname?: string;
  workNo?: string;
}

export const ADDRESS_PAGE_SIZE = 10;
export const ADDRESS_LIST_URL = '/sys/user/queryByOrgCodeForAddressList';

const keys = resourceKeys('addressList');

type Raw = Record<string, unknown>;

function toDepart(raw: Raw): AddressDepart {
  const children = Array.isArray(raw.children) ? (raw.children as Raw[]).map(toDepart) : [];
  return {
    id: String(raw.id ?? raw.key ?? ''),
    title: String(raw.title ?? raw.departName ?? ''),
    orgCode: String(raw.orgCode ?? ''),
    children,
  };
}

export const addressDepartTreeQuery = () =>
  queryOptions({
    queryKey: keys.part('departTree'),
    queryFn: async () => {
      const result = await fetchResult<Raw[]>('/sys/sysDepart/queryTreeList', undefined, { fallback: '部门加载失败' });
      return (Array.isArray(result) ? result : []).map(toDepart);
    },
    meta: { quiet: true },
  });

/** 职务 codes → names (GET /sys/position/list?pageSize=99999, as VUE2 AddressListRight). */
export const positionNamesQuery = () =>
  queryOptions({
    queryKey: keys.part('positions'),
    queryFn: async () => {
      const result = await fetchResult<{ records?: Raw[] }>(
        '/sys/position/list',
        { pageNo: 1, pageSize: 99999 },
        { fallback: '职务加载失败' },
      );
      return new Map((result?.records ?? []).map((p) => [String(p.code ?? ''), String(p.name ?? '')]));
    },
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

export const addressPageQuery = (
  orgCode: string,
  filter: AddressFilter,
  pageNo: number,
  pageSize = ADDRESS_PAGE_SIZE,
) => {
  const params = {
    ...(orgCode ? { orgCode } : {}),
    ...(filter.realname?.trim() ? { realname: filter.realname.trim() } : {}),
    ...(filter.workNo?.trim() ? { workNo: filter.workNo.trim() } : {}),
    pageNo,
    pageSize,
  };
  return queryOptions({
    queryKey: keys.list(params),
    queryFn: async () => {
      const result = await fetchResult<{ records?: AddressRecord[]; total?: number }>(ADDRESS_LIST_URL, params, {
        fallback: '通讯录加载失败',
      });
      return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
    },
    meta: { quiet: true },
  });
};

/** Every department in tree order with its depth (the phone's picker). */
export function flattenDeparts(nodes: AddressDepart[], depth = 0): { depart: AddressDepart; depth: number }[] {
  return nodes.flatMap((d) => [{ depart: d, depth }, ...flattenDeparts(d.children, depth + 1)]);
}
