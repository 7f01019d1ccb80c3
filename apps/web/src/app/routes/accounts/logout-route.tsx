import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../features/accounts/session.ts';
import { FullPageLoader } from '../../pages/full-page-loader.tsx';

/** `/logout`: revokes the refresh token, forgets the session and cached data, then shows the login. */
export default function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => {
      // Lists and details of the signed-out user are "changed": nothing of them may show to the next one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'portal' });
      navigate(paths.login(), { replace: true });
    });
  }, [queryClient, navigate]);

  return <FullPageLoader inline />;
}
