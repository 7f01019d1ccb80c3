// The provider's landing page editor (module 13, issue 20, decision 034): the Superuser detail "Frontend" tab
// and the portal menu's "Landingpage" page.
export { LandingPageEditor } from './components/landing-page-editor.tsx';
export { LandingPagePage } from './components/landing-page-page.tsx';
