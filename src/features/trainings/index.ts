import type { ScreenDescriptor } from '../screen-descriptor';

/** 人才培养 (/talent/training). */
export const trainingScreens: ScreenDescriptor[] = [
  { component: 'cpc/TalentTrainingList', load: () => import('./components/training-list-page') },
];
