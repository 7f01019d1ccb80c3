import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortal } from '../../api/portals.ts';
import { onFirstInput } from '../../lib/first-input.ts';

// The chat widget loads after the page, as its own chunk: it does not grow the first load (issue 20) — at the
// visitor's first key or pointer press, or 3 s after the portal is known (issue 22: not while the page still loads).
const ChatWidget = lazy(() => import('../../features/chatbot/components/chat-widget.tsx'));

const CHAT_DELAY_MS = 3000;

/** The chat of the investor portal, for visitors and signed-in investors alike; nowhere else. */
export function ChatSlot() {
  const portal = usePortal().data;
  const [idle, setIdle] = useState(false);
  const wanted = portal?.kind === 'investor' && portal.online;
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => setIdle(true), CHAT_DELAY_MS);
    const stopWaiting = onFirstInput(() => setIdle(true));
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [wanted]);
  if (!wanted || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
