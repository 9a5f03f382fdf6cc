export { BarChart, type BarChartProps, type BarDatum } from './BarChart';
export { LineChart, type LineChartProps, type LineSeries } from './LineChart';
export { chartColours, type ChartColour } from './chart-data';
