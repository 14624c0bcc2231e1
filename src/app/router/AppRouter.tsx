import { BrowserRouter, useRoutes } from 'react-router-dom';
import { appRoutes } from './app-routes';

export function AppRoutes() {
  return useRoutes(appRoutes);
}

// Declarative routing: the app needs no loaders or actions, and the data router would add ~16 kB
// gzip to the first page load.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
