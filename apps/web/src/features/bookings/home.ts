// Small entry for the home page: the tabs hook only (the tables inside load lazily).
export { useBookingHomeTabs } from './components/home-tabs.tsx';
