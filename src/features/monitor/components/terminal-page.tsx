import { useCallback, useEffect, useState } from 'react';
import type { ScreenProps } from '@/features/screen-descriptor';
import { formatBytes } from './format';
import { MonitorPage } from './monitor-parts';
import { StatTable } from '@/components/widgets/stat-table';

export interface TerminalFact {
  label: string;
  value: string;
}

interface NavigatorExtras {
  connection?: { effectiveType?: string; downlink?: number };
  deviceMemory?: number;
}

/** What this browser says about itself (read here, sent nowhere). */
export async function readTerminal(): Promise<TerminalFact[]> {
  const nav = navigator as Navigator & NavigatorExtras;
  const facts: TerminalFact[] = [
    { label: '浏览器标识', value: nav.userAgent || '未知' },
    { label: '语言', value: nav.language || '未知' },
    { label: '时区', value: Intl.DateTimeFormat().resolvedOptions().timeZone || '未知' },
    { label: '屏幕分辨率', value: `${screen.width} × ${screen.height}` },
    { label: '窗口大小', value: `${window.innerWidth} × ${window.innerHeight}` },
    { label: '设备像素比', value: String(window.devicePixelRatio || 1) },
    { label: 'CPU 逻辑核数', value: nav.hardwareConcurrency ? String(nav.hardwareConcurrency) : '浏览器未提供' },
    { label: '设备内存', value: nav.deviceMemory ? `约 ${nav.deviceMemory} GB` : '浏览器未提供' },
    { label: '网络状态', value: nav.onLine ? '在线' : '离线' },
    {
      label: '网络类型',
      value: nav.connection?.effectiveType
        ? `${nav.connection.effectiveType}${nav.connection.downlink ? `（约 ${nav.connection.downlink} Mbps）` : ''}`
        : '浏览器未提供',
    },
    { label: 'Cookie', value: nav.cookieEnabled ? '已启用' : '已禁用' },
    {
      label: '离线支持（Service Worker）',
      value: 'serviceWorker' in nav ? (nav.serviceWorker.controller ? '已启用' : '未接管本页') : '不支持',
    },
  ];
  if (nav.storage?.estimate) {
    try {
      const { usage, quota } = await nav.storage.estimate();
      facts.push({
        label: '本地存储用量',
        value: usage !== undefined && quota ? `${formatBytes(usage)} / ${formatBytes(quota)}` : '浏览器未提供',
      });
    } catch {
      facts.push({ label: '本地存储用量', value: '浏览器未提供' });
    }
  }
  return facts;
}

const COLUMNS = [
  { key: 'label', label: '项目', render: (f: TerminalFact) => f.label },
  { key: 'value', label: '当前值', render: (f: TerminalFact) => f.value },
];

/** 终端信息 (/monitor/terminal): the browser and device in use (JeecgBoot's Redis 终端 is an empty page). */
export default function TerminalPage({ title }: ScreenProps) {
  const [facts, setFacts] = useState<TerminalFact[]>([]);
  const [updatedAt, setUpdatedAt] = useState<number>();
  const refresh = useCallback(() => {
    void readTerminal().then((next) => {
      setFacts(next);
      setUpdatedAt(Date.now());
    });
  }, []);
  useEffect(refresh, [refresh]);
  return (
    <MonitorPage
      title={title}
      note="终端指您正在使用的浏览器与设备。这些信息只在本机读取，不会发送到服务器。"
      updatedAt={updatedAt}
      onRefresh={refresh}
    >
      <StatTable label="终端信息" columns={COLUMNS} rows={facts} rowKey={(f) => f.label} />
    </MonitorPage>
  );
}
