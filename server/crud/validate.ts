/** The form's validation rules (src/domain/validation) applied on the server, as one Chinese message. */
import { validateRecord } from '../../src/domain/validation';
import type { EntityTable } from './entity-table';
import type { WriteContext } from './spec';

/** null when valid; otherwise each failing field's message (with its label when the message lacks it), joined by '；'. */
export function validationMessage(
  et: EntityTable,
  record: Record<string, unknown>,
  mode: WriteContext['mode'],
): string | null {
  // Imports never carry write-only fields (passwords): the server fills them.
  const entity = mode === 'import' ? { ...et.def, fields: et.def.fields.filter((f) => !f.writeOnly) } : et.def;
  const errors = validateRecord(entity, record, mode === 'edit' ? 'edit' : 'add');
  const messages = entity.fields
    .filter((f) => errors[f.name])
    .map((f) => {
      const message = errors[f.name]!;
      return message.includes(f.label) ? message : `${f.label}：${message}`;
    });
  return messages.length > 0 ? messages.join('；') : null;
}
