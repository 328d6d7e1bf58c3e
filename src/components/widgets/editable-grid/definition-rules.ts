import type { EntityDef } from '@/domain/entities/entity-types';
import { validateField } from '@/domain/validation';
import type { GridRule } from './grid-types';

/**
 * A sub-table definition's facts for its grid columns: `label(name)` the field's label, `rule(name)` the field's own
 * checks (length, rules) with the same messages as a form.
 */
export function definitionRules(entity: EntityDef) {
  const fieldOf = (name: string) => entity.fields.find((f) => f.name === name);
  return {
    label: (name: string) => fieldOf(name)?.label ?? name,
    rule: (name: string): GridRule => ({
      handler: ({ value }) => {
        const field = fieldOf(name);
        return field ? validateField(field, value) : null;
      },
    }),
  };
}
