import type { ReactNode } from 'react';
import {
  Button,
  ColorSwatch,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  Radio,
  RadioGroup,
  SwatchPicker,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { THEME_COLORS, type LayoutSettings } from './layout-settings';
import { updateLayoutSettings, useLayoutSettings } from './settings-store';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px', paddingBottom: '24px' },
  divider: { flexGrow: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: '4px' },
  title: { margin: '0 0 4px' },
  switch: { display: 'flex', justifyContent: 'space-between', width: '100%' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  hint: { color: tokens.colorNeutralForeground3 },
  custom: { display: 'flex', alignItems: 'center', gap: '8px' },
  colorInput: { width: '40px', height: '28px', padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
});

function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <Field hint={hint}>
      <Switch
        className={styles.switch}
        label={label}
        labelPosition="before"
        checked={checked}
        disabled={disabled}
        onChange={(_, d) => onChange(d.checked)}
      />
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section aria-label={title} className={styles.section}>
      <Text as="h3" weight="semibold" block className={styles.title}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** The settings drawer (系统设置): every choice applies at once and is stored. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const s = useLayoutSettings();
  const set = (patch: Partial<LayoutSettings>) => updateLayoutSettings(patch);
  const top = s.layout === 'topmenu';
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, d) => !d.open && onClose()} aria-label="系统设置">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
        >
          系统设置
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Section title="整体风格设置">
          <RadioGroup
            aria-label="菜单风格"
            value={s.navTheme}
            onChange={(_, d) => set({ navTheme: d.value as LayoutSettings['navTheme'] })}
          >
            <Radio value="dark" label="暗色菜单风格" />
            <Radio value="light" label="亮色菜单风格" />
          </RadioGroup>
        </Section>
        <Section title="主题色">
          <SwatchPicker
            aria-label="主题色"
            selectedValue={s.primaryColor.toUpperCase()}
            onSelectionChange={(_, d) => set({ primaryColor: d.selectedValue })}
          >
            {THEME_COLORS.map((c) => (
              <ColorSwatch key={c.color} value={c.color} color={c.color} aria-label={c.name} />
            ))}
          </SwatchPicker>
          <label className={styles.custom}>
            <input
              type="color"
              className={styles.colorInput}
              value={s.primaryColor.toLowerCase()}
              onChange={(e) => set({ primaryColor: e.target.value.toUpperCase() })}
            />
            <Text>自定义颜色 {s.primaryColor.toUpperCase()}</Text>
          </label>
        </Section>
        <Divider className={styles.divider} />
        <Section title="导航模式">
          <RadioGroup
            aria-label="导航模式"
            value={s.layout}
            onChange={(_, d) => set({ layout: d.value as LayoutSettings['layout'] })}
          >
            <Radio value="sidemenu" label="侧边菜单布局" />
            <Radio value="topmenu" label="顶部菜单布局" />
          </RadioGroup>
          <Field label="内容区域宽度" hint="流式宽度仅 [顶部栏导航] 时有效">
            <RadioGroup
              layout="horizontal"
              value={s.contentWidth}
              onChange={(_, d) => set({ contentWidth: d.value as LayoutSettings['contentWidth'] })}
            >
              <Radio value="Fixed" label="固定" />
              <Radio value="Fluid" label="流式" disabled={!top} />
            </RadioGroup>
          </Field>
          <SettingSwitch label="固定 Header" checked={s.fixedHeader} onChange={(v) => set({ fixedHeader: v })} />
          <SettingSwitch
            label="下滑时隐藏 Header"
            hint="固定 Header 时可配置"
            checked={s.autoHideHeader}
            disabled={!s.fixedHeader}
            onChange={(v) => set({ autoHideHeader: v })}
          />
          <SettingSwitch
            label="固定侧边菜单"
            hint={top ? '顶部栏导航时不可用' : undefined}
            checked={s.fixSiderbar}
            disabled={top}
            onChange={(v) => set({ fixSiderbar: v })}
          />
        </Section>
        <Divider className={styles.divider} />
        <Section title="其他设置">
          <SettingSwitch label="色弱模式" checked={s.colorWeak} onChange={(v) => set({ colorWeak: v })} />
          <SettingSwitch label="多页签模式" checked={s.multipage} onChange={(v) => set({ multipage: v })} />
        </Section>
      </DrawerBody>
    </OverlayDrawer>
  );
}
