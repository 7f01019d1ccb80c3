import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortal } from '../../api/portals.ts';

// The chat widget loads after the page, as its own chunk: it does not grow the first load (issue 20).
const ChatWidget = lazy(() => import('../../features/chatbot/components/chat-widget.tsx'));

/** The chat of the investor portal, for visitors and signed-in investors alike; nowhere else. */
export function ChatSlot() {
  const portal = usePortal().data;
  const [idle, setIdle] = useState(false);
  const wanted = portal?.kind === 'investor' && portal.online;
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  if (!wanted || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
