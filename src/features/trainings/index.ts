import type { ScreenDescriptor } from '../screen-descriptor';

/** 人才培养 (/talent/training) and the portal's 人才列表 and 人才活动 (/cpctest/customer/talents, …/talentActivity). */
export const trainingScreens: ScreenDescriptor[] = [
  { component: 'cpc/TalentTrainingList', load: () => import('./components/training-list-page') },
  { component: 'customer/TalentList', load: () => import('./components/customer-talent-list-page') },
  { component: 'customer/TalentActivity', load: () => import('./components/customer-talent-activity-page') },
];
