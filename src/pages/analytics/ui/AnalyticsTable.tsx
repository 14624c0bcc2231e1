import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { analyticsTexts as texts } from '../config/texts';
import { formatDay, formatRate } from '../lib/format-day';
import { analyticsTotals, replyRate, type AnalyticsDay } from '../model/analytics-day';

// Read as the table draws: a list made once would keep the language it was made in.
const headers = () => [
  texts.series.profileViews,
  texts.series.likesReceived,
  texts.series.matches,
  texts.series.messagesReceived,
  texts.series.replyRate,
  texts.boost,
];

/** The charts' numbers as a table (newest day first), for screen readers and for reading exact values. */
export function AnalyticsTable({ days }: { days: readonly AnalyticsDay[] }) {
  const totals = analyticsTotals(days);
  return (
    // It scrolls on wide screens: a keyboard reaches it (tabIndex), a screen reader hears its name.
    <TableContainer tabIndex={0} role="region" aria-label={texts.tableCaption} sx={{ maxHeight: { md: 640 } }}>
      <Table size="small" stickyHeader>
        <caption>{texts.tableCaption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {texts.day}
            </TableCell>
            {headers().map((header) => (
              <TableCell key={header} component="th" scope="col" align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {formatDay(day.day)}
              </TableCell>
              <TableCell align="right">{day.profileViews}</TableCell>
              <TableCell align="right">{day.likesReceived}</TableCell>
              <TableCell align="right">{day.matches}</TableCell>
              <TableCell align="right">{day.messagesReceived}</TableCell>
              <TableCell align="right">{formatRate(replyRate(day))}</TableCell>
              <TableCell align="right">{day.boosts.length > 0 ? day.boosts.length : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {texts.total}
            </TableCell>
            <TableCell align="right">{totals.profileViews}</TableCell>
            <TableCell align="right">{totals.likesReceived}</TableCell>
            <TableCell align="right">{totals.matches}</TableCell>
            <TableCell align="right">{totals.messagesReceived}</TableCell>
            <TableCell align="right">{formatRate(replyRate(totals))}</TableCell>
            <TableCell align="right">{totals.boosts}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
