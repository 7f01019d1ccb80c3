import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadValidationOnFirstInput } from './lib/form.ts';

// zod with the spec's German messages (installGermanZodMessages) loads at the first key or pointer press, outside the
// first load of every page (issue 22); a validation before that waits for it.
preloadValidationOnFirstInput();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render as a transition: React renders the app in slices of a few milliseconds and lets the browser in
// between, instead of one long task (a phone's main thread stays responsive while the app replaces the server's copy
// of a public page; issue 22, decision 042).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
