import type { ScreenDescriptor } from '../../screen-descriptor';

/** The portal's 院校列表, 学院详情 and 机构详情. */
export const portalInstitutionScreens: ScreenDescriptor[] = [];
