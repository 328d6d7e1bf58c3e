import type { ScreenDescriptor } from '@/features/screen-descriptor';
import { dashboardScreens } from '@/features/dashboard';
import { exceptionScreens } from '@/features/exception';
import { userScreens } from '@/features/users';
import { roleScreens } from '@/features/roles';
import { departScreens } from '@/features/departs';
import { dictScreens } from '@/features/dicts';
import { quartzJobScreens } from '@/features/quartz-jobs';

/**
 * The screens features build (warm-start reads this list, so it stays light: no entity definitions). Plain entity
 * screens come from the definitions in resolve-screen.ts.
 */
export const featureScreens: ScreenDescriptor[] = [
  ...dashboardScreens,
  ...exceptionScreens,
  ...userScreens,
  ...roleScreens,
  ...departScreens,
  ...dictScreens,
  ...quartzJobScreens,
];

export const screenKey = (component: string) => component.replace(/^\/+/, '').replace(/\.vue$/, '');

/**
 * Starts loading a screen's chunk ahead of its route (the lazy screen then finds the module loaded) and its first
 * data request (ScreenDescriptor.prefetch). A screen no feature builds is a plain entity list (or not built yet),
 * which needs the list platform.
 */
export function preloadScreen(component: string): void {
  const key = screenKey(component);
  const feature = featureScreens.find((d) => d.component === key);
  const loading = feature
    ? Promise.all([feature.load(), feature.prefetch?.()])
    : Promise.all([
        import('@/components/crud'),
        import('./entity-screens').then(({ entityScreens }) =>
          entityScreens.find((d) => d.component === key)?.prefetch?.(),
        ),
      ]);
  void loading.catch(() => undefined);
}
