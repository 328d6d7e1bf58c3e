import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDescriptor, ScreenProps } from '@/features/screen-descriptor';

type ScreenModule = Awaited<ReturnType<ScreenDescriptor['load']>>;
import { entityScreens } from './entity-screens';
import { featureScreens, loadScreen, screenKey } from './screen-registry';

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>(
  // React's lazy takes any thenable: a loaded screen's answers at once (loadScreen).
  [...featureScreens, ...entityScreens].map((d) => [d.component, lazy(() => loadScreen(d) as Promise<ScreenModule>)]),
);

/** The lazy screen for a menu component key, or undefined when that screen is not built yet. */
export function resolveScreen(component: string): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  return screens.get(screenKey(component));
}
