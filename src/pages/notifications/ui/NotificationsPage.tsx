import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation, type MemberNotification } from '@/entities/notification';
import { selectSessionUser } from '@/entities/session';
import { PushNotificationsSwitch } from '@/features/notification-settings';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { dayGroups } from '../lib/day-groups';
import { notificationsPageTexts as texts } from '../config/texts';
import { NotificationItem } from './NotificationItem';

type View = 'all' | 'views';

/**
 * /notifications: what the database told the member, newest first by day, each leading to the
 * thread or the profile; "Who viewed you" on its own tab. Seeing them marks them read; the ones new
 * on arrival stay marked New while the page is open.
 */
export function NotificationsPage() {
  useDocumentTitle(texts.title);
  const me = useAppSelector(selectSessionUser)?.id;
  const { data, isLoading, isError, isFetching, refetch } = useGetNotificationsQuery(me ?? skipToken);
  const [markRead] = useMarkNotificationsReadMutation();
  const [view, setView] = useState<View>('all');
  const [newOnArrival, setNewOnArrival] = useState<Set<string> | null>(null);
  // The first answer decides what counts as new here (state set while rendering: derived state).
  if (data && newOnArrival === null) setNewOnArrival(new Set(data.filter((n) => n.readAt === null).map((n) => n.id)));
  const unread = data?.some((n) => n.readAt === null) ?? false;
  useEffect(() => {
    if (unread) void markRead();
  }, [unread, markRead]);

  const shown = (data ?? []).filter((n: MemberNotification) => (view === 'views' ? n.kind === 'profile_view' : true));
  return (
    <Container component="section" aria-labelledby="notifications-title" maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography id="notifications-title" component="h1" variant="h4">
          {texts.title}
        </Typography>
        <Link component={RouterLink} to={`${routes.settings}#notifications`}>
          {texts.settingsLink}
        </Link>
      </Stack>
      <PushNotificationsSwitch />
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={texts.tabsLabel} sx={{ mb: 1 }}>
        <Tab value="all" label={texts.all} />
        <Tab value="views" label={texts.whoViewedYou} />
      </Tabs>
      {isLoading && <CircularProgress aria-label={texts.loading} />}
      {isError && !data && <RetryAlert message={texts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && shown.length === 0 && <Typography color="text.secondary">{texts.empty[view]}</Typography>}
      {dayGroups(shown).map((group) => (
        <Box key={group.label} component="section" aria-label={texts.day[group.label]}>
          <List subheader={<ListSubheader disableSticky>{texts.day[group.label]}</ListSubheader>}>
            {group.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} isNew={newOnArrival?.has(notification.id) ?? false} />
            ))}
          </List>
        </Box>
      ))}
    </Container>
  );
}
