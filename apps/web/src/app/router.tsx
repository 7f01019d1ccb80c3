import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routes } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { HomePage } from './routes/home/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

// Everything but the shell, home and not-found loads as its own chunk.
const DevMailsRoute = lazy(() => import('./routes/dev/dev-mails-route.tsx'));

const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routes.home, element: <HomePage /> },
      { path: routes.devMails, element: <DevMailsRoute /> },
      { path: routes.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
