import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AuthEntry, PermissionResult } from '@/domain/permission-types';
import { EMPTY_PERMISSIONS, hasPermission, isDisabledByAuth, type PermissionSets } from './permission-rules';

const PermissionContext = createContext<PermissionResult | null>(null);

/** Provides the permission response loaded once with the menu; every check reads it, none fetches. */
export function PermissionProvider({ value, children }: { value: PermissionResult | null; children: ReactNode }) {
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

/** The loaded permission response, or null before it is loaded. */
export function usePermissionSet(): PermissionResult | null {
  return useContext(PermissionContext);
}

function useSets(): PermissionSets {
  const value = usePermissionSet();
  return useMemo(() => (value ? { auth: value.auth ?? [], allAuth: value.allAuth ?? [] } : EMPTY_PERMISSIONS), [value]);
}

/** May an element needing `code` be shown (the has-rule)? False while nothing is loaded. */
export function useCan(code: string, formPermissionList?: AuthEntry[]): boolean {
  const sets = useSets();
  return useMemo(() => hasPermission(code, sets, formPermissionList), [code, sets, formPermissionList]);
}

/** Must an element needing `code` be shown disabled (the button rule)? */
export function useDisabledByAuth(code: string, formPermissionList?: AuthEntry[]): boolean {
  const sets = useSets();
  return useMemo(() => isDisabledByAuth(code, sets, formPermissionList), [code, sets, formPermissionList]);
}

export interface CanProps {
  code: string;
  formPermissionList?: AuthEntry[];
  /** Shown instead when not allowed (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when `code` is allowed. */
export function Can({ code, formPermissionList, fallback = null, children }: CanProps) {
  return <>{useCan(code, formPermissionList) ? children : fallback}</>;
}
