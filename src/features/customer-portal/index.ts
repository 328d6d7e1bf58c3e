import type { ScreenDescriptor } from '../screen-descriptor';
import { portalHomeScreens } from './home/screens';
import { portalInstitutionScreens } from './institution/screens';

/** The customer portal (/cpctest/customer/*): what an institution's contact sees. */
export const customerPortalScreens: ScreenDescriptor[] = [...portalHomeScreens, ...portalInstitutionScreens];
