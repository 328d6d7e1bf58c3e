import type { ComponentType } from 'react';
import type { MenuMeta } from '@/domain/permission-types';

/** Props every menu screen receives from the route built out of the server menu. */
export interface ScreenProps {
  title: string;
  meta: MenuMeta;
}

/** A feature's route descriptor: which menu component key it serves and how to load it (lazily). */
export interface ScreenDescriptor {
  /** The menu's `component` string, e.g. `dashboard/Analysis`. */
  component: string;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  /** Starts the screen's first data request ahead of its code (a cold load); its list takes over the answer. */
  prefetch?: () => Promise<void>;
  /** Optional button permission code the screen needs. */
  permission?: string;
}
