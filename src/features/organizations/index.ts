import type { ScreenDescriptor } from '../screen-descriptor';

/** 机构列表 (/organisation/list) and 院校机构 (/organisation/institution). */
export const organizationScreens: ScreenDescriptor[] = [
  { component: 'cpc/OrganisationList', load: () => import('./components/organisation-list-page') },
  { component: 'cpc/InstitutionList', load: () => import('./components/institution-page') },
];
