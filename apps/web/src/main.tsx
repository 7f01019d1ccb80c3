import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadValidationOnFirstInput } from './lib/form.ts';

// zod with the spec's German messages (installGermanZodMessages) loads at the first key or pointer press, outside the
// first load of every page (issue 22); a validation before that waits for it.
preloadValidationOnFirstInput();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
