import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../pages/full-page-loader.tsx';
import { ChatSlot } from './chat-slot.tsx';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/** Top bar, the current page (lazy pages load inside), footer; the investor portal's chat (loads later). */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, md: 4 } }}>
        <Suspense fallback={<FullPageLoader inline />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
      <ChatSlot />
      <ScrollRestoration />
    </Box>
  );
}
