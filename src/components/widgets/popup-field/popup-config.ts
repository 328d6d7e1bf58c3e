/** JeecgBoot's JPopup: what a popup field's configuration must hold. */
export const POPUP_MESSAGES = {
  notConfigured: 'popup参数未正确配置!',
  countMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
} as const;

export interface PopupConfig {
  /** The online report's code. */
  code?: string;
  /** The report's columns to take, comma-joined. */
  orgFields?: string;
  /** The form fields they fill, comma-joined, in the same order. */
  destFields?: string;
}

/**
 * The configuration's problems, as JPopup checks them: code, source and target fields are required
 * (popup参数未正确配置!), and as many targets as sources (…原始值和目标值数量不一致!). Both can apply.
 */
export function popupConfigProblems(config: PopupConfig): string[] {
  const problems: string[] = [];
  const { code = '', orgFields = '', destFields = '' } = config;
  if (!code || !orgFields || !destFields) problems.push(POPUP_MESSAGES.notConfigured);
  if (destFields.split(',').length !== orgFields.split(',').length) problems.push(POPUP_MESSAGES.countMismatch);
  return problems;
}

/**
 * The values chosen rows give the target fields: each target gets its source column of every row, comma-joined
 * (an empty cell as ''); `text` is the field's own shown value (the source column of `field`, when it is a target).
 */
export function popupFills(
  rows: Record<string, unknown>[],
  config: Required<Pick<PopupConfig, 'orgFields' | 'destFields'>>,
  field?: string,
): { fills: Record<string, string>; text: string } {
  const sources = config.orgFields.split(',');
  const targets = config.destFields.split(',');
  const cell = (row: Record<string, unknown>, column: string | undefined) => {
    const value = column === undefined ? undefined : row[column];
    return value === undefined || value === null || value === '' ? '' : String(value);
  };
  const fills: Record<string, string> = {};
  sources.forEach((source, i) => {
    const target = targets[i];
    if (target !== undefined) fills[target] = rows.map((row) => cell(row, source)).join(',');
  });
  const own = field ? targets.indexOf(field) : -1;
  const text = own >= 0 ? rows.map((row) => cell(row, sources[own])).join(',') : '';
  return { fills, text };
}
