/** Texts of the shared web building blocks: tables, wizard, dialogs, fields, top bar. */
export const uiTexts = {
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  // the provider picker of the operator's lists (issue 20)
  providerPicker: 'Anbieter',
  providersLoading: 'Anbieter werden geladen …',
  providersFailed: 'Die Anbieter konnten nicht geladen werden.',
  providersNone: 'Kein Anbieter gefunden',
  retry: 'Erneut versuchen',
  saving: 'Wird gespeichert …',
  finish: 'Abschließen',
  sortOrder: 'Sortierung',
  filterAll: 'Alle',
  filters: 'Filter',
  displayedRows: (from: number, to: number, count: number) =>
    `${from}–${to} von ${count === -1 ? `mehr als ${to}` : count}`,
  chooseFile: 'Datei auswählen',
  removeFile: 'Entfernen',
  noFileChosen: 'Keine Datei ausgewählt',
  allowedFiles: (extensions: readonly string[]) => `Erlaubt: .${extensions.join(', .')}`,
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  expand: 'Aufklappen',
  /** A wizard step left with changes that were not saved (reload, close, another page). */
  unsavedTitle: 'Ungespeicherte Änderungen verwerfen?',
  unsavedText:
    'Ihre Eingaben in diesem Schritt wurden noch nicht gespeichert. Sie werden gespeichert, wenn Sie „Weiter“ oder „Zurück“ wählen.',
  unsavedDiscard: 'Verwerfen',
  unsavedStay: 'Auf der Seite bleiben',
  /** The compact step indicator on phones. */
  stepOf: (step: number, count: number) => `Schritt ${step} von ${count}`,
  /** A chosen or stored file: its name and size. */
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
      : `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`,
  storedFile: 'Gespeicherte Datei:',
} as const;
