import type { ScreenDescriptor } from '../screen-descriptor';

/** 报告 (/document/report) and the portal's 报告. */
export const reportScreens: ScreenDescriptor[] = [];
