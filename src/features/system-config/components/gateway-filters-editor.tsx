import { Button, Input, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { GATEWAY_FILTER_PRESETS, type GatewayFilter } from '@/domain/entities/gateway-route';
import { filtersOf } from '../gateway-route-rows';
import { useEditorStyles } from './gateway-predicates-editor';

export interface GatewayFiltersEditorProps {
  value: unknown;
  onChange: (filters: GatewayFilter[]) => void;
  disabled?: boolean;
}

/** 过滤器: each a name and key / value arguments; 熔断 (Hystrix) and 限流 (RequestRateLimiter) come filled in. */
export function GatewayFiltersEditor({ value, onChange, disabled = false }: GatewayFiltersEditorProps) {
  const styles = useEditorStyles();
  const rows = filtersOf(value);
  const set = (index: number, next: GatewayFilter) => onChange(rows.map((r, i) => (i === index ? next : r)));
  const setArg = (index: number, argIndex: number, patch: Partial<{ key: string; value: string }>) => {
    const row = rows[index]!;
    set(index, { ...row, args: row.args.map((a, j) => (j === argIndex ? { ...a, ...patch } : a)) });
  };
  return (
    <div className={styles.root} role="group" aria-label="过滤器">
      {rows.map((row, i) => (
        <div key={i} className={styles.item}>
          <Input
            aria-label={`过滤器第${i + 1}个 名称`}
            placeholder="过滤器名称"
            value={row.name}
            disabled={disabled}
            onChange={(_, d) => set(i, { ...row, name: d.value })}
          />
          <div className={styles.args}>
            {row.args.map((arg, j) => (
              <div key={j} className={styles.pair}>
                <Input
                  aria-label={`过滤器第${i + 1}个 参数${j + 1}名`}
                  placeholder="参数名"
                  value={arg.key}
                  disabled={disabled}
                  onChange={(_, d) => setArg(i, j, { key: d.value })}
                />
                <Input
                  aria-label={`过滤器第${i + 1}个 参数${j + 1}值`}
                  placeholder="参数值"
                  value={arg.value}
                  disabled={disabled}
                  onChange={(_, d) => setArg(i, j, { value: d.value })}
                />
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`删除过滤器第${i + 1}个的参数${j + 1}`}
                  disabled={disabled}
                  onClick={() => set(i, { ...row, args: row.args.filter((_, k) => k !== j) })}
                />
              </div>
            ))}
            <div>
              <Button
                size="small"
                icon={<AddRegular />}
                disabled={disabled}
                onClick={() => set(i, { ...row, args: [...row.args, { key: '', value: '' }] })}
              >
                添加参数
              </Button>
            </div>
            {row.title && (
              <Text size={200} className={styles.hint}>
                {row.title}
              </Text>
            )}
          </div>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`删除过滤器第${i + 1}个`}
            title="删除"
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <div className={styles.actions}>
        {GATEWAY_FILTER_PRESETS.map((preset) => (
          <Button
            key={preset.name}
            icon={<AddRegular />}
            disabled={disabled}
            onClick={() => onChange([...rows, { ...preset, args: preset.args.map((a) => ({ ...a })) }])}
          >
            添加{preset.title}
          </Button>
        ))}
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          onClick={() => onChange([...rows, { name: '', args: [{ key: '', value: '' }] }])}
        >
          添加自定义过滤器
        </Button>
      </div>
    </div>
  );
}
