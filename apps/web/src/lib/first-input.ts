const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Runs `load` once, at the visitor's first key press, pointer press or input anywhere on the page (issue 22): what
 * is needed only once the visitor acts (the validation library, the chat) is not part of a page's first load.
 * Returns the cleanup (for effects).
 */
export function onFirstInput(load: () => void): () => void {
  const run = () => {
    cleanup();
    load();
  };
  const cleanup = () => {
    for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, run, true);
  };
  for (const type of FIRST_INPUT_EVENTS)
    document.addEventListener(type, run, { capture: true, passive: true });
  return cleanup;
}
