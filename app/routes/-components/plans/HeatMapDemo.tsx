import {
  BarChart,
  HeatMap,
  Heading,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '../../../../design-system';
import { sampleClickHotspots, sampleHeatMap, sampleHeatMapPage, sampleRecordings, sampleScrollDepth } from '../../../../domain/samples/plans';
import { sampleClicks } from '../../../../domain/heatmap';
import { heatMapProduct } from '../../../../domain/products';
import { groupDigits } from '../../../../domain/format';

// Drawn once, from a fixed seed: the server's HTML and the hydrated page show the same clicks.
const clicks = sampleClicks(sampleClickHotspots, sampleHeatMap.clicks, sampleHeatMapPage, sampleHeatMap.seed);
const visits = groupDigits(sampleHeatMap.visits);

/** The heat-map Demo tab: a click heat map, a scroll-depth chart and a few recordings. */
export function HeatMapDemo() {
  return (
    <Stack space="xlarge">
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2}>A sample click map</Heading>
          <Text tone="muted">{heatMapProduct.demoIntro}</Text>
        </Stack>
        <HeatMap
          title={`Click heat map: ${sampleHeatMapPage.name}, last ${sampleHeatMap.days} days`}
          page={sampleHeatMapPage}
          clicks={clicks}
        />
      </Stack>
      <Stack space="large">
        <Heading level={2}>Scroll depth</Heading>
        <BarChart
          title="How far down the page visitors scroll"
          description={`Share of ${visits} visits that reached each depth of the sample page. Fewer than half see the newsletter sign-up at the bottom.`}
          data={sampleScrollDepth.map((d) => ({ label: d.depth, value: d.visitors }))}
          max={100}
          colour="accent"
          formatValue={(v) => `${v}%`}
          valueName="Visits reaching this depth"
        />
      </Stack>
      <Stack space="large">
        <Heading level={2}>Session recordings</Heading>
        <Table caption="Recent sample recordings (Pro and Enterprise)" striped>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Recording</TableHeaderCell>
              <TableHeaderCell>Device</TableHeaderCell>
              <TableHeaderCell align="end">Duration</TableHeaderCell>
              <TableHeaderCell align="end">Pages</TableHeaderCell>
              <TableHeaderCell>What happened</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sampleRecordings.map((r) => (
              <TableRow key={r.id}>
                <TableHeaderCell scope="row">{r.id}</TableHeaderCell>
                <TableCell>{r.device}</TableCell>
                <TableCell numeric>{r.duration}</TableCell>
                <TableCell numeric>{r.pages}</TableCell>
                <TableCell wrap>{r.outcome}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Stack>
  );
}
