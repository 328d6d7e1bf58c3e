import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDescriptor, ScreenProps } from '@/features/screen-descriptor';
import { dashboardScreens } from '@/features/dashboard';
import { exceptionScreens } from '@/features/exception';
import { userScreens } from '@/features/users';
import { roleScreens } from '@/features/roles';
import { departScreens } from '@/features/departs';
import { positionScreens } from '@/features/positions';
import { dictScreens } from '@/features/dicts';
import { tenantScreens } from '@/features/tenants';
import { quartzJobScreens } from '@/features/quartz-jobs';

const descriptors: ScreenDescriptor[] = [
  ...dashboardScreens,
  ...exceptionScreens,
  ...userScreens,
  ...roleScreens,
  ...departScreens,
  ...positionScreens,
  ...dictScreens,
  ...tenantScreens,
  ...quartzJobScreens,
];

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>(
  descriptors.map((d) => [d.component, lazy(d.load)]),
);

const screenKey = (component: string) => component.replace(/^\/+/, '').replace(/\.vue$/, '');

/** The lazy screen for a menu component key, or undefined when that screen is not built yet. */
export function resolveScreen(component: string): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  return screens.get(screenKey(component));
}

/** Starts loading a screen's chunk ahead of its route (the lazy screen then finds the module loaded). */
export function preloadScreen(component: string): void {
  void descriptors
    .find((d) => d.component === screenKey(component))
    ?.load()
    .catch(() => undefined);
}
