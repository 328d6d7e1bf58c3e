import type { ScreenDescriptor } from '../../screen-descriptor';

/** The portal's 院校列表, 学院详情 and 机构详情. */
export const portalInstitutionScreens: ScreenDescriptor[] = [
  { component: 'customer/CollegeList', load: () => import('./components/college-list-page') },
  { component: 'customer/CollegeDetail', load: () => import('./components/college-detail-page') },
  { component: 'customer/InstitutionDetail', load: () => import('./components/institution-detail-page') },
];
