export { CreditNoteDetailPage } from './components/credit-note-detail-page.tsx';
export { CreditNotesTab } from './components/credit-notes-tab.tsx';
export { useCreditNoteHomeTabs } from './home.tsx';
