import { ContactsPage } from '../../../features/reminders/index.ts';

/** `/benutzerinteraktionen` (lazy chunk): the Benutzerinteraktionsportal of a provider or reseller. */
export default function ContactsRoute() {
  return <ContactsPage />;
}
