import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { reloadAfterFailedChunk } from '../lib/chunk-reload.ts';
import { releasePrerender } from '../lib/prerender.ts';
import { ErrorPage } from './pages/error-page.tsx';

/** The router's error element: a crash inside a page; restarting navigates home, which clears the error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    // a page whose code could not load while the connection was gone loads again now (lib/chunk-reload.ts)
    if (reloadAfterFailedChunk(error)) return;
    releasePrerender();
    console.error('[app] route error', error);
  }, [error]);

  return <ErrorPage onRestart={() => void navigate('/', { replace: true })} />;
}
