import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '@/features/screen-descriptor';
import { entityScreens } from './entity-screens';
import { featureScreens, screenKey } from './screen-registry';

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>(
  [...featureScreens, ...entityScreens].map((d) => [d.component, lazy(d.load)]),
);

/** The lazy screen for a menu component key, or undefined when that screen is not built yet. */
export function resolveScreen(component: string): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  return screens.get(screenKey(component));
}
