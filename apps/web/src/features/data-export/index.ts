export { DataExportPage } from './components/data-export-page.tsx';
export { useDataExportHomeTabs } from './home.tsx';
