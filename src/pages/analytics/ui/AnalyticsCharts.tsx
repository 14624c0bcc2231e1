import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { analyticsTexts as texts } from '../config/texts';
import { formatDay } from '../lib/format-day';
import { replyRate, type AnalyticsDay } from '../model/analytics-day';

const HEIGHT = 260;

function ChartFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper component="figure" variant="outlined" aria-label={title} sx={{ m: 0, p: 2 }}>
      <Typography component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

/** Each boost, a dashed line on the day it ran (the axis is by day). */
const boostLines = (days: readonly AnalyticsDay[]) =>
  days
    .filter((day) => day.boosts.length > 0)
    .map((day) => <ChartsReferenceLine key={day.day} x={day.day} label={texts.boost} lineStyle={{ strokeDasharray: '4 4' }} />);

/**
 * The last 30 days as two line charts on one time axis: what she received, and her reply rate. Each
 * figure is named by its caption and described beside it; the table holds the same numbers for
 * screen readers (the charts' own title and desc props put aria-describedby on a plain div).
 */
export function AnalyticsCharts({ days }: { days: readonly AnalyticsDay[] }) {
  const xAxis = [{ scaleType: 'point' as const, data: days.map((day) => day.day), valueFormatter: formatDay }];
  const series = (key: keyof typeof texts.series & keyof AnalyticsDay) => ({
    label: texts.series[key],
    data: days.map((day) => day[key] as number),
    showMark: false,
  });
  return (
    <Stack spacing={2}>
      <ChartFrame title={texts.activityChart} description={texts.activityDescription}>
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          series={[series('profileViews'), series('likesReceived'), series('matches'), series('messagesReceived')]}
        >
          {boostLines(days)}
        </LineChart>
      </ChartFrame>
      <ChartFrame title={texts.replyRateChart} description={texts.replyRateDescription}>
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={[{ label: texts.series.replyRate, data: days.map(replyRate), connectNulls: true, valueFormatter: (v) => (v === null ? '–' : `${v}%`) }]}
        >
          {boostLines(days)}
        </LineChart>
      </ChartFrame>
    </Stack>
  );
}
