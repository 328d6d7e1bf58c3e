import { withScriptTimeout } from './chunk-load';
import type { ScreenDescriptor } from '@/features/screen-descriptor';
import { preloadable } from '@/lib/preloadable';
import { dashboardScreens } from '@/features/dashboard';
import { exceptionScreens } from '@/features/exception';
import { userScreens } from '@/features/users';
import { roleScreens } from '@/features/roles';
import { departScreens } from '@/features/departs';
import { addressListScreens } from '@/features/address-list';
import { accountScreens } from '@/features/account';
import { dictScreens } from '@/features/dicts';
import { permissionScreens } from '@/features/permissions';
import { quartzJobScreens } from '@/features/quartz-jobs';
import { ossFileScreens } from '@/features/oss-files';
import { systemConfigScreens } from '@/features/system-config';
import { systemLogScreens } from '@/features/system-logs';
import { noticeScreens } from '@/features/notices';
import { widgetGalleryScreens } from '@/features/widget-gallery';
import { announcementScreens } from '@/features/announcements';
import { messageScreens } from '@/features/messages';
import { organizationScreens } from '@/features/organizations';
import { collegeScreens } from '@/features/colleges';
import { linkUserScreens } from '@/features/link-users';
import { studentScreens } from '@/features/students';
import { nationalManagerScreens } from '@/features/national-managers';
import { paperScreens } from '@/features/papers';
import { gradeStatisticsScreens } from '@/features/grade-statistics';
import { gradeScreens } from '@/features/grades';
import { testScreens } from '@/features/tests';
import { testActivityScreens } from '@/features/test-activities';
import { trainingScreens } from '@/features/trainings';
import { documentScreens } from '@/features/documents';
import { netdiskScreens } from '@/features/netdisk';
import { reportScreens } from '@/features/reports';
import { customerPortalScreens } from '@/features/customer-portal';
import { monitorScreens } from '@/features/monitor';
import { onlineReportScreens } from '@/features/online-reports';
import { onlineFormScreens } from '@/features/online-forms';

/**
 * The screens features build (warm-start reads this list, so it stays light: no entity definitions). Plain entity
 * screens come from the definitions (entity-screens.tsx, looked up by resolve-screen.tsx).
 */
export const featureScreens: ScreenDescriptor[] = [
  ...dashboardScreens,
  ...exceptionScreens,
  ...userScreens,
  ...roleScreens,
  ...departScreens,
  ...addressListScreens,
  ...accountScreens,
  ...dictScreens,
  ...permissionScreens,
  ...quartzJobScreens,
  ...ossFileScreens,
  ...systemConfigScreens,
  ...systemLogScreens,
  ...noticeScreens,
  ...widgetGalleryScreens,
  ...announcementScreens,
  ...messageScreens,
  ...organizationScreens,
  ...collegeScreens,
  ...linkUserScreens,
  ...studentScreens,
  ...nationalManagerScreens,
  ...paperScreens,
  ...gradeStatisticsScreens,
  ...gradeScreens,
  ...testScreens,
  ...testActivityScreens,
  ...trainingScreens,
  ...documentScreens,
  ...netdiskScreens,
  ...reportScreens,
  ...customerPortalScreens,
  ...monitorScreens,
  ...onlineReportScreens,
  ...onlineFormScreens,
];

export const screenKey = (component: string) => component.replace(/^\/+/, '').replace(/\.vue$/, '');

type ScreenModule = Awaited<ReturnType<ScreenDescriptor['load']>>;
const screenLoaders = new Map<string, () => PromiseLike<ScreenModule>>();

/** A screen's module, asked for once; once it has arrived a lazy screen renders without suspending (preloadable). */
export function loadScreen(descriptor: ScreenDescriptor): PromiseLike<ScreenModule> {
  let load = screenLoaders.get(descriptor.component);
  if (!load) {
    load = preloadable(withScriptTimeout(descriptor.load));
    screenLoaders.set(descriptor.component, load);
  }
  return load();
}

const loadEntityScreens = preloadable(withScriptTimeout(() => import('./entity-screens')));

/** A plain entity's screen descriptor, or undefined when no definition names that screen (the definitions' chunk). */
export function entityScreenFor(key: string): PromiseLike<ScreenDescriptor | undefined> {
  return loadEntityScreens().then(({ entityScreens }) => entityScreens.find((d) => d.component === key));
}

/**
 * Starts loading a screen's chunk ahead of its route (the lazy screen then finds the module loaded) and its first
 * data request (ScreenDescriptor.prefetch). A screen no feature builds is a plain entity list (or not built yet).
 */
export function preloadScreen(component: string): void {
  const key = screenKey(component);
  const feature = featureScreens.find((d) => d.component === key);
  const descriptor = feature ? Promise.resolve(feature) : Promise.resolve(entityScreenFor(key));
  void descriptor.then((d) => d && Promise.all([loadScreen(d), d.prefetch?.()])).catch(() => undefined);
}
