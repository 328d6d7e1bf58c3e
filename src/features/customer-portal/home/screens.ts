import type { ScreenDescriptor } from '../../screen-descriptor';

/** The portal's index and 修改密码. */
export const portalHomeScreens: ScreenDescriptor[] = [];
