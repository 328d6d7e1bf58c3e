import { Button, Input, makeStyles, Select, Text, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  GATEWAY_LIST_PREDICATES,
  GATEWAY_OBJECT_PREDICATES,
  type GatewayPredicate,
} from '@/domain/entities/gateway-route';
import { predicatesOf } from '../gateway-route-rows';

export const useEditorStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: '160px minmax(0, 1fr) auto',
    gap: '8px',
    alignItems: 'start',
    paddingBottom: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  args: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    minWidth: 0,
    '@media (max-width: 767.98px)': { gridColumn: '1 / -1', gridRow: '2' },
  },
  pair: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', gap: '4px' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

/** The keys of the object-argument predicates (Spring Cloud Gateway's names). */
const OBJECT_KEYS: Record<string, [string, string]> = {
  Header: ['header', 'regexp'],
  Query: ['param', 'regexp'],
  Cookie: ['name', 'regexp'],
};

const LIST_HINTS: Record<string, string> = {
  Path: '每行一个路径，例如 /sys/**',
  Host: '每行一个主机，例如 **.example.com',
  Method: '每行一个方法，例如 GET',
  After: '一个时间，例如 2024-01-01T00:00:00+08:00[Asia/Shanghai]',
  Before: '一个时间，例如 2030-01-01T00:00:00+08:00[Asia/Shanghai]',
  Between: '两行：开始时间、结束时间',
  RemoteAddr: '每行一个地址，例如 192.168.1.1/24',
};

export interface GatewayPredicatesEditorProps {
  value: unknown;
  onChange: (predicates: GatewayPredicate[]) => void;
  disabled?: boolean;
}

/** 路由条件: Path, Host … (a list of texts each) and Header, Query, Cookie (a name and a regular expression). */
export function GatewayPredicatesEditor({ value, onChange, disabled = false }: GatewayPredicatesEditorProps) {
  const styles = useEditorStyles();
  const rows = predicatesOf(value);
  const set = (index: number, next: GatewayPredicate) => onChange(rows.map((r, i) => (i === index ? next : r)));
  const argsFor = (name: string): GatewayPredicate['args'] => {
    const keys = OBJECT_KEYS[name];
    return keys ? { [keys[0]]: '', [keys[1]]: '' } : [];
  };
  return (
    <div className={styles.root} role="group" aria-label="路由条件">
      {rows.map((row, i) => {
        const keys = OBJECT_KEYS[row.name];
        const args = row.args;
        return (
          <div key={i} className={styles.item}>
            <Select
              aria-label={`路由条件第${i + 1}条 类型`}
              value={row.name}
              disabled={disabled}
              onChange={(_, d) => set(i, { name: d.value, args: argsFor(d.value) })}
            >
              {[...GATEWAY_LIST_PREDICATES, ...GATEWAY_OBJECT_PREDICATES].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
            <div className={styles.args}>
              {keys && !Array.isArray(args) ? (
                <div className={styles.pair}>
                  <Input
                    aria-label={`路由条件第${i + 1}条 ${keys[0]}`}
                    placeholder={keys[0]}
                    value={args[keys[0]] ?? ''}
                    disabled={disabled}
                    onChange={(_, d) => set(i, { ...row, args: { ...args, [keys[0]]: d.value } })}
                  />
                  <Input
                    aria-label={`路由条件第${i + 1}条 ${keys[1]}`}
                    placeholder={`${keys[1]}（正则表达式）`}
                    value={args[keys[1]] ?? ''}
                    disabled={disabled}
                    onChange={(_, d) => set(i, { ...row, args: { ...args, [keys[1]]: d.value } })}
                  />
                </div>
              ) : (
                <>
                  <Textarea
                    aria-label={`路由条件第${i + 1}条 参数`}
                    resize="vertical"
                    value={(Array.isArray(args) ? args : []).join('\n')}
                    disabled={disabled}
                    onChange={(_, d) => set(i, { ...row, args: d.value.split('\n') })}
                  />
                  <Text size={200} className={styles.hint}>
                    {LIST_HINTS[row.name] ?? '每行一个参数'}
                  </Text>
                </>
              )}
            </div>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`删除路由条件第${i + 1}条`}
              title="删除"
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          onClick={() => onChange([...rows, { name: 'Path', args: [] }])}
        >
          添加路由条件
        </Button>
      </div>
    </div>
  );
}
