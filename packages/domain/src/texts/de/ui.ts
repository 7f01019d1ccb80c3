/** Texts of the shared web building blocks: tables, wizard, dialogs, fields, top bar. */
export const uiTexts = {
  loadFailed: 'Die Daten konnten nicht geladen werden.',
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
} as const;
