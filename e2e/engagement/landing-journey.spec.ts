// Issue 20, "How it is checked" (landing page editor): the demo provider opens the "Frontend" tab of its own
// Superuser detail, is stopped by the client check on a video link from another host, sets header 1 and a manager
// with a photo, saves, and sees the preview (the server-rendered page in the iframe) show them; then it adds a
// chatbot entry and saves it. The portal menu's "Landingpage" item opens the same editor with the saved text.

import AxeBuilder from '@axe-core/playwright';
import { solidPng } from '../fixtures/images.ts';
import { mailbox, test, uniqueEmail } from '../fixtures/index.ts';
import { DEMO, expect, loginAs, retype, runTag, toast } from '../fixtures/journeys.ts';

test('the provider edits its landing page with preview and its chatbot in the Frontend tab', async ({
  page,
  app,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const header = `Gemeinsam investieren ${tag}`;
  const manager = { title: 'Geschäftsführer', name: `Max Muster ${tag}` };
  const question = `Wie hoch ist die Mindestanlage ${tag}?`;

  await loginAs(page, app.mainUrl('/'), DEMO.superuser);
  const superuserId = await page.evaluate(() => {
    const w = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null };
      location: { host: string };
    };
    const raw = w.localStorage.getItem(`${w.location.host}:superuserId`);
    return raw ? String((JSON.parse(raw) as { value?: unknown }).value) : null;
  });
  expect(superuserId).toBeTruthy();

  await page.goto(app.mainUrl(`/superuser/${superuserId}`));
  await expect(page.getByTestId('superuser-detail')).toBeVisible();
  await page.getByRole('tab', { name: 'Frontend' }).click();
  const editor = page.getByTestId('landing-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('landing-preview-frame')).toBeVisible();

  // The client check mirrors the server: only https links of YouTube or Vimeo.
  await retype(page.getByTestId('landing-videoLink'), 'https://example.com/film');
  await expect(
    page.getByText(
      'Nur https-Links von YouTube (youtube.com, youtu.be) oder Vimeo (vimeo.com) sind erlaubt.',
    ),
  ).toBeVisible();
  await retype(page.getByTestId('landing-videoLink'), 'https://www.youtube.com/watch?v=demo');

  await retype(page.getByTestId('landing-header1'), header);
  await retype(page.getByTestId('landing-ceoTitle1'), manager.title);
  await retype(page.getByTestId('landing-ceoName1'), manager.name);
  await page.getByTestId('image-input-ceoPhoto1').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: solidPng(80, 80, [22, 82, 114]),
  });
  await expect(page.getByTestId('image-field-ceoPhoto1').getByTestId('image-preview')).toBeVisible();
  // axe as in expectAccessible, without the preview frame: it runs no scripts (sandboxed), so axe cannot enter it.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="landing-preview-frame"]')
    .options({ iframes: false })
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.getByTestId('landing-save').click();
  await expect(toast(page, 'Landingpage wurde gespeichert')).toBeVisible();

  // The preview is read again after the save and shows the new header, the manager and the photo.
  const preview = page.frameLocator('[data-testid="landing-preview-frame"]');
  await expect(preview.getByText(header)).toBeVisible();
  await expect(preview.getByText(manager.name)).toBeVisible();
  await expect(preview.locator(`img[alt="${manager.name}"]`)).toBeVisible();

  // The chatbot editor below the form: a new entry, saved.
  const chatbot = page.getByTestId('chatbot-editor');
  await expect(chatbot).toBeVisible();
  const index = await chatbot.getByTestId('chatbot-entry').count();
  await chatbot.getByTestId('chatbot-add').click();
  await page.getByTestId(`chatbot-question-${index}`).fill(question);
  await page.getByTestId(`chatbot-answer-${index}`).fill('Die Mindestanlage beträgt 500 Euro.');
  await chatbot.getByTestId('chatbot-save').click();
  await expect(toast(page, 'Chatbot wurde aktualisiert')).toBeVisible();

  // The portal menu's "Landingpage" item opens the same editor with the saved content.
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu-landing-page').click();
  await expect(page).toHaveURL(/\/landing-page$/);
  await expect(page.getByTestId('landing-header1')).toHaveValue(header);
  await expect(page.getByTestId('landing-ceoName1')).toHaveValue(manager.name);
  await expect(page.getByTestId(`chatbot-question-${index}`)).toHaveValue(question);

  // The landing domain itself (demo-kapital.localhost, a *.localhost name): the saved texts, the §12 warning on the
  // advertised products, the chatbot answering the typed question, and the newsletter box with its double opt-in.
  const landing = new URL(app.mainUrl('/'));
  landing.hostname = 'demo-kapital.localhost';
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(landing.toString());
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(header);
  await expect(visitor.getByText(manager.name)).toBeVisible();
  await expect(
    visitor.getByText('Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden').first(),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Fragen? Chatten Sie mit uns' }).click();
  await visitor.getByRole('textbox', { name: 'Ihre Frage …' }).fill(`Mindestanlage ${tag}`);
  await visitor.getByRole('button', { name: 'Senden' }).click();
  await expect(visitor.getByText('Die Mindestanlage beträgt 500 Euro.')).toBeVisible();
  const reader = uniqueEmail('landing-newsletter');
  await visitor.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill(reader);
  await visitor.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(visitor.getByText('Bitte bestätigen Sie Ihr Abonnement')).toBeVisible();
  const mail = await mailbox.waitFor({ to: reader, subject: /Newsletter-Anmeldung/ });
  const confirm = mailbox.links(mail).find((l) => l.includes('/newsletter/confirm/'));
  expect(confirm).toBeTruthy();
  await visitor.goto(confirm!);
  await expect(visitor.getByText('Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.')).toBeVisible();
  await visitor.close();

  // The provider's subscriber list shows the address as confirmed.
  await page.goto(app.mainUrl('/'));
  await page.getByRole('tab', { name: 'Newsletter-Abonnenten' }).click();
  const row = page.getByTestId('newsletter-subscribers-table').getByRole('row').filter({ hasText: reader });
  await expect(row).toHaveCount(1);
});
