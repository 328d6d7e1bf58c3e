/** Every entity definition, keyed by name. */
import { announcementEntity } from './announcement';
import { collegeEntity } from './college';
import { departEntity } from './depart';
import { departRoleEntity } from './depart-role';
import { dictEntity } from './dict';
import { dictItemEntity } from './dict-item';
import type { EntityDef } from './entity-types';
import { linkUserEntity } from './link-user';
import { messageEntity } from './message';
import { messageTemplateEntity } from './message-template';
import { nationalManagerEntity } from './national-manager';
import { organizationEntity } from './organization';
import { paperEntity } from './paper';
import { testEntity } from './test';
import { testActivityEntity } from './test-activity';
import { gradeEntity } from './grade';
import { trainingEntity } from './training';
import { fileEntity, folderEntity } from './document';
import { reportEntity } from './report';
import { positionEntity } from './position';
import { quartzJobEntity } from './quartz-job';
import { roleEntity } from './role';
import { studentEntity } from './student';
import { tenantEntity } from './tenant';
import { userEntity } from './user';
import { checkRuleEntity } from './check-rule';
import { fillRuleEntity } from './fill-rule';
import { dataSourceEntity } from './data-source';
import { onlineReportEntity, onlineReportItemEntity, onlineReportParamEntity } from './online-report';
import { onlineFormEntity, onlineFormFieldEntity } from './online-form';

export type { EntityDef, FieldDef, FieldType, RecordOf, RuleCode } from './entity-types';
export { CRUD_ACTIONS, CRUD_ACTION_VERBS, permissionCode, type CrudAction } from './crud-actions';
export {
  departEntity,
  departRoleEntity,
  dictEntity,
  dictItemEntity,
  positionEntity,
  roleEntity,
  tenantEntity,
  userEntity,
};
export { quartzJobEntity };
export { announcementEntity, messageEntity, messageTemplateEntity };
export { collegeEntity, linkUserEntity, nationalManagerEntity, organizationEntity, studentEntity };
export { gradeEntity, paperEntity, testActivityEntity, testEntity, trainingEntity };
export { fileEntity, folderEntity, reportEntity };
export { checkRuleEntity, dataSourceEntity, fillRuleEntity };
export { onlineReportEntity, onlineReportItemEntity, onlineReportParamEntity };
export { onlineFormEntity, onlineFormFieldEntity };

export const ENTITIES: readonly EntityDef[] = [
  userEntity,
  roleEntity,
  departEntity,
  departRoleEntity,
  positionEntity,
  dictEntity,
  dictItemEntity,
  tenantEntity,
  quartzJobEntity,
  announcementEntity,
  messageTemplateEntity,
  messageEntity,
  organizationEntity,
  collegeEntity,
  linkUserEntity,
  studentEntity,
  nationalManagerEntity,
  paperEntity,
  testEntity,
  testActivityEntity,
  gradeEntity,
  trainingEntity,
  folderEntity,
  fileEntity,
  reportEntity,
  checkRuleEntity,
  fillRuleEntity,
  dataSourceEntity,
  onlineReportEntity,
  onlineReportItemEntity,
  onlineReportParamEntity,
  onlineFormEntity,
  onlineFormFieldEntity,
];

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
