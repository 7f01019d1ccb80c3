import { DEMO_PASSWORD, DEMO_USERS, submitLogin } from '../fixtures/accounts.ts';
import { type AppUrls, expect, test } from '../fixtures/index.ts';

type DemoRole = keyof typeof DEMO_USERS;

interface RoleCase {
  role: DemoRole;
  name: string;
  /** Where the role signs in: the main site or its provider's demo portal. */
  origin: (app: AppUrls) => string;
  tabs: (string | RegExp)[];
}

const main = (app: AppUrls) => app.mainUrl('/');

/** The demo accounts, each on its own host, with the home tabs of its role (spec 001 §2 order). */
const CASES: RoleCase[] = [
  {
    role: 'admin',
    name: 'Anna Admin',
    origin: main,
    tabs: [
      'Start',
      'Superuser',
      'Emittenten',
      'Finanzprodukte',
      'Smart Contracts',
      'Anleger',
      'Affiliate Partner',
      'Reseller',
      'Zeichnungen',
      /^Buchungen( \(\d+\))?$/,
      /^Upgrades( \(\d+\))?$/,
      'Provision',
      // issue 18: instalments exist in the demo; the payout runs (decision 030)
      'Ratenzahlungen',
      'Zinszahlungen',
      'Auszahlungen',
      // issue 19: the operator's economy; issue 20: contacts and the main site's newsletter subscribers
      'ResellerPercentages',
      'Provision Reseller',
      'Provisionsrechnungen',
      'Anbieterrechnungen',
      'Benutzerinteraktionsportal',
      'Newsletter-Abonnenten',
      // issue 21: the audit trail
      'Protokoll',
      // issue 21: the data export (the provider has it in the Portal menu)
      'Datenexport',
    ],
  },
  {
    role: 'superuser',
    name: 'Sven Anbieter',
    origin: main,
    // Provisionsrechnungen: the tenant has commissions (demo credit notes, issue 17)
    tabs: [
      'Start',
      'Emittenten',
      'Finanzprodukte',
      'Smart Contracts',
      'Anleger',
      'Affiliate Partner',
      'Provision',
      'Provisionsrechnungen',
      // issue 20: the provider's newsletter
      'Newsletter-Abonnenten',
      'Newsletter schreiben',
      // issue 21: the audit trail of its tenant
      'Protokoll',
    ],
  },
  {
    role: 'reseller',
    name: 'Rita Reseller',
    origin: main,
    // issue 19: the reseller's tree, commissions and credit notes
    tabs: [
      'Start',
      'Superuser',
      'Emittenten',
      'Finanzprodukte',
      'Reseller',
      'Hierarchie',
      'Provision Reseller',
      'Provisionsrechnungen',
    ],
  },
  {
    role: 'issuer',
    name: 'Ingo Emittent',
    origin: main,
    tabs: [
      'Start',
      'Finanzprodukte',
      'Smart Contracts',
      'Affiliate Partner',
      'Zeichnungen',
      'Ratenzahlungen',
      'Zinszahlungen',
      'Auszahlungen',
    ],
  },
  {
    role: 'investor',
    name: 'Ina Anlegerin',
    origin: (app) => app.portalUrl('investor', 'demo'),
    tabs: ['Start', 'Finanzprodukte', 'Zeichnungen', 'Zinszahlungen'],
  },
  {
    role: 'salesrep',
    name: 'Sarah Vermittlerin',
    origin: (app) => app.portalUrl('broker', 'demo'),
    // A licensed (§34f, approved) affiliate partner also sees the investors it brokered.
    tabs: [
      'Start',
      'Werbemittel',
      'Anleger',
      'Affiliate Partner',
      'Hierarchie',
      'Zeichnungen',
      'Provision',
      'Provisionsrechnungen',
    ],
  },
];

test.describe('each demo role signs in on its host', () => {
  for (const { role, name, origin, tabs } of CASES) {
    test(`${role}: wrong password, sign-in, its home tabs, already signed in`, async ({ page, app }) => {
      const base = origin(app);
      const email = DEMO_USERS[role];
      await page.goto(new URL('/login', base).href);

      await submitLogin(page, email, `${DEMO_PASSWORD}-falsch`);
      await expect(page.getByText('Sie haben ein falsches Passwort eingegeben.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(base);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('user-name')).toContainText(name);
      await expect(page.getByRole('tab')).toHaveText(tabs);
      await expect(page.getByRole('tab', { name: 'Start' })).toHaveAttribute('aria-selected', 'true');

      if (role === 'investor') {
        // The investor's subscriptions come without the operator's filters.
        await page.getByRole('tab', { name: 'Zeichnungen' }).click();
        await expect(page).toHaveURL(/\?tab=2$/);
        const table = page.getByTestId('zeichnungen-table');
        await expect(table.getByRole('heading', { name: 'Zeichnungen' })).toBeVisible();
        await expect(table.getByRole('columnheader').first()).toBeVisible();
        await expect(table.getByTestId('overview-search')).toHaveCount(0);
        await expect(table.getByRole('textbox')).toHaveCount(0);
        await expect(table.getByRole('columnheader', { name: 'Anleger' })).toHaveCount(0);
      }

      // Signed in already: /login leads home with a note.
      await page.goto(new URL('/login', base).href);
      await expect(page.getByText('Sie sind bereits eingeloggt.')).toBeVisible();
      await expect(page).toHaveURL(base);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('login-page')).toHaveCount(0);
    });
  }
});
