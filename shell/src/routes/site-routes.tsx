import { Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@bank/shared-kit';
import { SiteLayout } from '../layout/SiteLayout';
import { ContentPage } from '../page/ContentPage';
import { SearchPage } from '../page/SearchPage';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /{lang} and /{lang}/business are content pages like any other (requestssr decides);
 * a path without a language is read in Ukrainian.
 */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <Navigate to={`/${DEFAULT_LANGUAGE}`} replace /> },
      { path: '/:lang/404', element: <NotFoundPage /> },
      { path: '/:lang/search/:query', element: <SearchPage /> },
      { path: '*', element: <ContentPage /> },
    ],
  },
];
