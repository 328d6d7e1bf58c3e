export { BarList, type Bar } from './bar-list';
export { ChartPanel, type ChartPanelProps } from './chart-panel';
export { LineChartPanel, type LineSeries } from './line-chart-panel';
