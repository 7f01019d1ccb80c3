// What the landing page area offers other modules: saving the landing fields of `PUT /superuser/{id}/update`.
export { hasLandingInput, saveLandingPage } from './use-cases/save-landing-page.ts';
