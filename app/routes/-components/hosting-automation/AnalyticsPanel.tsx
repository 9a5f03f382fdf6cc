import { hostingAutomationFixed } from '../../../../domain/constants';
import {
  hostingAutomationTabs,
  hostingAutomationText,
  sampleBandwidthWeek,
  samplePageLoadWeek,
  sampleResourceWeek,
  sampleResponseTime24h,
} from '../../../../domain/hosting-automation';
import { BarChart, Card, LineChart, PerformanceFigures } from '../../../../design-system';
import { PanelHeader } from './PanelHeader';
import * as styles from './HostingAutomation.css';

/** Performance Analytics: the spec's fixed figures and four charts of sample series. */
export function AnalyticsPanel() {
  return (
    <div className={styles.panel}>
      <PanelHeader title={hostingAutomationTabs[2].label} intro={hostingAutomationText.panels.analytics} />
      <PerformanceFigures figures={hostingAutomationFixed.performance} />
      <div className={styles.chartGrid}>
        <Card padding="smallThenMedium">
          <LineChart
            title="Average response time, last 24 hours"
            description={`Hourly averages across all servers; the day's mean is ${hostingAutomationFixed.performance.averageResponse}.`}
            labels={sampleResponseTime24h.labels}
            series={[{ name: 'Response time', values: sampleResponseTime24h.seconds, colour: 'brand' }]}
            formatValue={(seconds) => `${seconds.toFixed(1)}s`}
            filled
            labelEvery={3}
          />
        </Card>
        <Card padding="smallThenMedium">
          <LineChart
            title="CPU and memory, last 7 days"
            description="Daily averages across all servers, as a percentage of capacity."
            labels={sampleResourceWeek.labels}
            series={[
              { name: 'CPU', values: sampleResourceWeek.cpu, colour: 'brand' },
              { name: 'Memory', values: sampleResourceWeek.memory, colour: 'accent' },
            ]}
            formatValue={(percent) => `${percent}%`}
            max={100}
          />
        </Card>
        <Card padding="smallThenMedium">
          <LineChart
            title="Page load time, last 7 days"
            description={`Median full page load each day; the week's mean is ${hostingAutomationFixed.performance.pageLoad}.`}
            labels={samplePageLoadWeek.labels}
            series={[{ name: 'Page load', values: samplePageLoadWeek.seconds, colour: 'positive' }]}
            formatValue={(seconds) => `${seconds.toFixed(1)}s`}
            filled
          />
        </Card>
        <Card padding="smallThenMedium">
          <BarChart
            title="Bandwidth served, last 7 days"
            description="Gigabytes delivered to visitors each day."
            data={sampleBandwidthWeek}
            formatValue={(gb) => `${gb} GB`}
            valueName="Bandwidth"
            colour="info"
          />
        </Card>
      </div>
    </div>
  );
}
