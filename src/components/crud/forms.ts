/**
 * The form side of the list platform: loaded when a form first opens (list-parts.tsx loads it lazily), so a
 * list's first rows never wait for the form widgets, their validation and their Fluent parts.
 */
export { EntityFormDialog, FORM_TITLES } from './entity-form-dialog';
export { FormFieldInput, registerFieldWidget } from './form-field-input';
export { useEntityForm } from './use-entity-form';
export { checkDuplicate, checkByRuleCode } from './async-checks';
