import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/router/AppRouter';
import { renderWithProviders } from './render-with-providers';

/** The address the memory router is at, as a browser's address bar would show it (path and query): an output named 'Address'. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/**
 * The whole route tree at a URL, with the address shown beside it: for a page that rewrites its own
 * address (a return from the payment page drops its query, replacing the history entry).
 */
export function renderAppWithAddress(route: string, options: Omit<Parameters<typeof renderWithProviders>[1], 'route'> = {}) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <AddressBar />
    </>,
    { ...options, route },
  );
}
