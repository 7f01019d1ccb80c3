// Landing page endpoints (module 13, issue 20, decision 034). Saving goes through `PUT /superuser/{id}/update`
// (people.contract.ts), as spec 001 §7 names it.
import { endpoint, fileAnswer, getById } from '../contract/endpoint.ts';
import { landingPageSchema } from './landing-page.ts';

const tags = ['landing-page'];

/** `GET /superuser/{id}/landing-page`: the provider's own landing content for the editor. */
export const getLandingPage = getById(
  {
    path: '/superuser/:id/landing-page',
    summary: "The provider's landing page content (only the provider itself)",
    tags,
    permission: 'landingPage.edit',
  },
  landingPageSchema,
);

/** `GET /superuser/{id}/landing-page/preview`: the page as a visitor sees it (HTML), for the editor's preview. */
export const getLandingPagePreview = getById(
  {
    path: '/superuser/:id/landing-page/preview',
    summary: 'The rendered landing page (HTML) for the editor preview (only the provider itself)',
    tags,
    permission: 'landingPage.edit',
  },
  fileAnswer('text/html'),
);

/** `GET /landing-page/chat-widget.js`: the chat widget script of the landing page (public, loaded deferred). */
export const getChatWidgetScript = endpoint({
  method: 'GET',
  path: '/landing-page/chat-widget.js',
  summary: 'The chat widget script the landing page loads after its first paint (public)',
  tags,
  public: true,
  response: { 200: fileAnswer('text/javascript') },
});
