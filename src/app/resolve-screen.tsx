import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDescriptor, ScreenProps } from '@/features/screen-descriptor';
import { ScreenPendingPage } from '@/features/pending/screen-pending-page';
import { settled } from '@/lib/preloadable';
import { entityScreenFor, featureScreens, loadScreen, screenKey } from './screen-registry';

type ScreenModule = Awaited<ReturnType<ScreenDescriptor['load']>>;
type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const screens = new Map<string, Screen>();

function makeScreen(key: string, component: string): Screen {
  const feature = featureScreens.find((d) => d.component === key);
  // React's lazy takes any thenable: a loaded screen's answers at once (loadScreen).
  if (feature) return lazy(() => loadScreen(feature) as Promise<ScreenModule>);
  const pending: ScreenModule = {
    default: ({ title }: ScreenProps) => <ScreenPendingPage title={title} component={component} />,
  };
  return lazy(
    () =>
      entityScreenFor(key).then((descriptor) =>
        descriptor ? loadScreen(descriptor) : settled(pending),
      ) as Promise<ScreenModule>,
  );
}

/**
 * The lazy screen for a menu component key: a feature's screen, a plain entity's list, or the 正在建设中 page. The
 * entity definitions are looked up when such a route first renders, so a layout whose menu has none (the customer
 * portal's) never loads them.
 */
export function resolveScreen(component: string): Screen {
  const key = screenKey(component);
  let screen = screens.get(key);
  if (!screen) {
    screen = makeScreen(key, component);
    screens.set(key, screen);
  }
  return screen;
}

/** A new lazy screen for 重试 after its code failed to load (React keeps a failed lazy failed). */
export function freshScreen(component: string): Screen {
  screens.delete(screenKey(component));
  return resolveScreen(component);
}
