/** Texts of registration, sign-in, reset and person data (spec 001 §2, §5, §8). */
export const accountTexts = {
  signupHeadline: 'Erstellen Sie jetzt ein neues Kundenkonto',
  signupNote:
    'Die Daten können nach der Registrierung nicht mehr geändert werden. Mit * markierte Felder sind Pflichtfelder.',
  signupSubmit: 'Registrieren',
  superuserCard: 'Anbieter (Superuser)',
  superuserCardText: 'Buchen Sie Module und betreiben Sie Ihr eigenes Anlegerportal.',
  resellerCard: 'Reseller',
  resellerCardText: 'Vermitteln Sie Anbieter und erhalten Sie Provisionen.',
  investorCard: 'Kundenkonto',
  salesrepCard: 'Affiliate-Partner-Konto',
  newsletterLabel: 'Ich möchte den Newsletter erhalten.',
  agbLabel: 'Ich akzeptiere die AGB.',
  dataPrivacyLabel: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.',
  /** The words of the consent labels that link to the texts. */
  agbWord: 'AGB',
  dataPrivacyWord: 'Datenschutzerklärung',
  mustAcceptAgb: 'Sie müssen die AGBs bestätigen',
  mustAcceptDataPrivacy: 'Sie müssen die Datenschutzerklärung bestätigen',
  mustAcceptBoth: 'Sie müssen die AGBs und die Datenschutzerklärung bestätigen',
  companyTooLong: (max: number) => `Unternehmensname darf nicht länger als ${max} sein`,
  emailTaken: 'Ein Nutzer mit diese Email existiert bereits!',
  activationTitle: 'Aktivierung Ihres Kontos',
  activationSent: (email: string) =>
    `Wir haben Ihnen eine E-Mail an ${email} gesendet. Bitte klicken Sie auf den Link in der E-Mail, um Ihr Konto zu aktivieren.`,
  setPasswordTitle: 'Passwort festlegen',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  passwordRule:
    'Mindestens 9 Zeichen mit Klein- und Großbuchstaben, einer Ziffer und einem Sonderzeichen (? ! @ # - $ % ^ & *).',
  invalidActivation: 'Der Aktivierungslink ist ungültig oder abgelaufen.',
  activationValid: 'Der Aktivierungslink ist gültig. Bitte legen Sie Ihr Passwort fest.',
  activationUsed:
    'Dieser Aktivierungslink wurde bereits verwendet. Ihr Konto ist aktiv: Bitte melden Sie sich mit Ihrem Passwort an.',
  activationExpired:
    'Der Aktivierungslink ist abgelaufen. Bitte registrieren Sie sich erneut oder setzen Sie Ihr Passwort über „Passwort vergessen“ zurück.',
  alreadyActivated: 'Dieses Konto wurde bereits aktiviert. Bitte melden Sie sich an.',
  congratsTitle: 'Ihr Konto ist bereit!',
  congratsText: 'Vielen Dank für Ihre Registrierung. Sie können die Plattform jetzt nutzen.',
  loginTitle: 'Login',
  email: 'E-Mail',
  loginSubmit: 'Einloggen',
  toSignup: 'Noch kein Konto? Jetzt registrieren',
  forgotPassword: 'Passwort vergessen?',
  wrongPassword: 'Sie haben ein falsches Passwort eingegeben.',
  notAllowedHere: 'Sie sind nicht berechtigt sich hier einzuloggen.',
  alreadyLoggedIn: 'Sie sind bereits eingeloggt.',
  accountNotActive:
    'Ihr Konto ist noch nicht aktiviert. Bitte nutzen Sie den Link aus der Aktivierungs-E-Mail.',
  accountLocked: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  resetRequestTitle: 'Passwort vergessen',
  resetRequestText: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
  resetRequestSubmit: 'Link anfordern',
  resetRequestSent: 'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen gesendet.',
  unknownEmail: 'Kein User mit dieser Email wurde gefunden.',
  resetTitle: 'Neues Passwort festlegen',
  resetNote: 'Bitte laden Sie die Seite nach dem Zurücksetzen neu.',
  resetSubmit: 'Passwort zurücksetzen',
  resetDone: 'Sie haben Ihr Passwort erfolgreich zurückgesetzt!',
  invalidReset: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  saved: 'Änderungen wurden gespeichert',
  superuserSaved: 'Superuser wurde aktualisiert',
  superuserSaveFailed: 'Fehler beim Aktualisieren des Superusers.',
  exposedPersonRequired:
    'Sie müssen entweder bestätigen das Sie keine exponierte Person sind oder das jeweilige Amt bzw. Beziehung angeben.',
  notBooked: 'Achtung: Dieser Superuser hat noch nicht gebucht!',
  licenceRequested: 'Ihre Anfrage wurde an den Anbieter gesendet.',
  salesrepApproved: 'Affiliate Partner wurde bestätigt',
  salesrepRejected: 'Affiliate Partner wurde abgelehnt',
  // registration screens (web)
  chooseAccount: 'Wählen Sie Ihre Kontoart',
  free: 'Kostenlos',
  selected: 'Ausgewählt',
  select: 'Auswählen',
  personDataTitle: 'Ihre Daten',
  isCompanyLabel: 'Ich registriere mich als Firma.',
  newsletterTitle: 'Newsletter',
  newsletterText: 'Bleiben Sie über neue Produkte und Funktionen der Plattform informiert.',
  consentsTitle: 'Einwilligungen',
  investorCardText: 'Zeichnen Sie Finanzprodukte bequem online und behalten Sie Ihre Anlagen im Blick.',
  salesrepCardText: 'Empfehlen Sie Produkte weiter und verfolgen Sie Ihre Provisionen im Backoffice.',
  toLogin: 'Zum Login',
  backToLogin: 'Zurück zum Login',
  activateSubmit: 'Passwort speichern',
  activationIncomplete:
    'Der Aktivierungslink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut.',
  congratsNext: 'Weiter',
  loggingOut: 'Sie werden abgemeldet …',
  loginHint: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  // detail pages and settings (web)
  userTitle: 'Mein Profil',
  userTitleOther: 'Benutzerdaten',
  superuserTitle: 'Superuser',
  resellerTitle: 'Reseller',
  salesrepTitle: 'Affiliate Partner',
  investorTitle: 'Anleger',
  notFound: 'Dieser Eintrag wurde nicht gefunden.',
  forbiddenPage: 'Sie sind nicht berechtigt, diese Seite zu sehen.',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  readOnly: 'Sie können diese Daten nur ansehen.',
  identified: 'identifiziert',
  notIdentified: 'nicht identifiziert',
  identifiedToggle: 'Anleger ist identifiziert',
  identificationTitle: 'Identifizierung',
  identificationSaved: 'Identifizierungsstatus wurde gespeichert',
  dateJoined: 'Registriert am',
  kindLabel: 'Vermittlerart',
  registrationTab: 'Registernummer',
  approvalTab: 'Annahme lizensierter Affiliate Partner',
  registrationNumberLabel: 'Registernummer (Vermittlerregister)',
  currentKind: 'Aktuelle Vermittlerart',
  approvedLicence: 'Lizenz bestätigt',
  requestPending: (kind: string) => `Anfrage als „${kind}“ wird vom Anbieter geprüft.`,
  pendingRequest: (kind: string) => `Offene Anfrage: Anerkennung als „${kind}“.`,
  noPendingRequest: 'Es liegt keine offene Anfrage vor.',
  accept: 'Annehmen',
  reject: 'Ablehnen',
  acceptTitle: 'Anfrage annehmen',
  acceptText: (name: string, kind: string) =>
    `Möchten Sie ${name} als „${kind}“ bestätigen? Der Affiliate Partner gilt danach als lizensiert.`,
  rejectTitle: 'Anfrage ablehnen',
  rejectText: (name: string) =>
    `Möchten Sie die Anfrage von ${name} ablehnen? Der Affiliate Partner bleibt bzw. wird Tippgeber.`,
  revokeApproval: 'Lizenz entziehen',
  revokeTitle: 'Lizenz entziehen',
  revokeText: (name: string) => `Möchten Sie ${name} die Bestätigung entziehen? Er wird wieder Tippgeber.`,
  nextLicensed: 'Zuständiger lizensierter Affiliate Partner',
  noNextLicensed: 'Kein lizensierter Affiliate Partner in der Hierarchie.',
  // settings menu of the top bar
  settingsMenu: 'Einstellungen',
  openSettings: 'Benutzermenü öffnen',
} as const;

/** The user-info settings sections (spec 001 §2 "Settings menus"): tab order of /user/:id and the top-bar menu. */
export const userSettingsSections = [
  { key: 'general', label: 'Allgemeines' },
  { key: 'personal', label: 'Persönliche Daten' },
  { key: 'legitimation', label: 'Legitimation' },
  { key: 'bank', label: 'Bankverbindung' },
  { key: 'tax', label: 'Steuerinformationen' },
  { key: 'blockchain', label: 'Blockchain Adresse' },
] as const;

/** The settings' "Dokumente" item (spec 001 §6): every role's documents in one place. */
export const settingsDocumentsTexts = {
  menu: 'Dokumente',
  title: 'Dokumente',
  provider:
    'Ihre rechtlichen Dokumente als Anbieter. Sie werden auf Ihren Portalen angezeigt; ändern können Sie sie in den Portal-Einstellungen.',
  issuer: 'Die Dokumente, die Sie als Emittent hinterlegt haben.',
  investor: 'Die Bedingungen und Hinweise dieses Anlegerportals.',
  broker: 'Die Bedingungen und Hinweise dieses Affiliate-Partner-Portals.',
  none: 'Für Ihre Rolle sind keine Dokumente hinterlegt.',
  missing: 'nicht hinterlegt',
  open: 'Öffnen',
  openLabel: (label: string) => `${label} öffnen`,
  loadFailed: 'Die Dokumente konnten nicht geladen werden.',
  openFailed: 'Das Dokument konnte nicht geöffnet werden.',
  toPortalSettings: 'Zu den Portal-Einstellungen',
  issuerDocuments: {
    projectFinanceContract: 'Projektfinanzierungsvertrag',
    dataPrivacy: 'Datenschutzerklärung',
    orderPrivacyContract: 'Auftragsverarbeitungsvertrag',
  } as Record<string, string>,
  terms: { agb: 'AGB', dataPrivacy: 'Datenschutzerklärung', imprint: 'Impressum' },
} as const;

/** Labels of the person fields (spec 001 §3 User/person) as forms and tables show them. */
export const personLabels = {
  email: 'E-Mail',
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Unternehmen',
  isCompany: 'Handelt als Firma',
  ceo: 'Geschäftsführer',
  newsletter: 'Newsletter erhalten',
  dateOfBirth: 'Geburtsdatum',
  nationality: 'Staatsangehörigkeit',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zipCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  landlineNumber: 'Festnetznummer',
  mobileNumber: 'Mobilnummer',
  idDocument: 'Ausweisdokument',
  idNumber: 'Ausweisnummer',
  idOffice: 'Ausstellende Behörde',
  idIssuedDate: 'Ausstellungsdatum',
  idExpiryDate: 'Gültig bis',
  idFirstName: 'Vorname laut Ausweis',
  idLastName: 'Nachname laut Ausweis',
  exposedPersonsOffice: 'Amt bzw. Beziehung als politisch exponierte Person',
  bankAccountOwner: 'Kontoinhaber',
  bankIban: 'IBAN',
  bankBic: 'BIC',
  bankName: 'Name der Bank',
  bankDepotNumber: 'Depotnummer',
  taxNumber: 'Steuernummer',
  taxOffice: 'Finanzamt',
  incomeTaxId: 'Steuer-Identifikationsnummer',
  isSubjectToVAT: 'Umsatzsteuerpflichtig',
  registerSeat: 'Registergericht (Sitz)',
  registerNumber: 'Handelsregisternummer',
  ethAddress: 'Blockchain-Adresse (ETH)',
} as const;

/** Helper texts beside some person fields. */
export const personHints = {
  exposedPersonsOffice: 'Leer lassen, wenn Sie keine politisch exponierte Person sind.',
  ethAddress: '0x gefolgt von 40 Hexadezimalzeichen',
  taxNumber: 'Genau 13 Zeichen',
  incomeTaxId: 'Genau 11 Ziffern',
} as const;

/** Salesrep kinds (spec 001 §3 Salesrep). */
export const salesrepKindLabels = {
  T: 'Tippgeber',
  '34': 'Finanzanlagenvermittler nach §34f GewO',
  '32': 'Vermittler nach §15 WpIG',
} as const;

/** Booking status of a superuser row (spec 001 §4 Booking). */
export const bookingStatusLabels = {
  P: 'In Annahme',
  L: 'Live',
  R: 'Abgelehnt',
  none: 'Keine Buchung',
} as const;

/** Column, filter and title texts of the people overview tables. */
export const peopleListTexts = {
  superusersTitle: 'Superuser Übersicht',
  investorsTitle: 'Anleger Übersicht',
  salesrepsTitle: 'Affiliate Partner Übersicht',
  resellersTitle: 'Resellers Übersicht',
  id: 'ID',
  name: 'Name',
  email: 'E-Mail',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Unternehmen',
  dateJoined: 'Registriert am',
  hasLoggedin: 'Aktiviert',
  booking: 'Buchung',
  identified: 'Identifiziert',
  kind: 'Vermittlerart',
  approval: 'Lizenz',
  approved: 'Bestätigt',
  requesting: 'Angefragt',
  startDate: 'Registriert ab',
  endDate: 'Registriert bis',
  yes: 'Ja',
  no: 'Nein',
} as const;

export const mailTexts = {
  /** The platform's own signature (main site). */
  closingPlatform: (name: string) => `Mit freundlichen Grüßen\nIhr Team der ${name}`,
  /** A provider's portal signs with the provider's name. */
  closing: (name: string) => `Mit freundlichen Grüßen\n${name}`,
  activationSubject: 'Aktivieren Sie Ihr Konto',
  activationGreeting: (name: string) => `Guten Tag ${name},`,
  activationBody:
    'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse und legen Sie Ihr Passwort fest. Der Link ist 7 Tage gültig.',
  activationAction: 'Konto aktivieren',
  resetSubject: 'Passwort zurücksetzen',
  resetBody:
    'Sie haben angefordert, Ihr Passwort zurückzusetzen. Der Link ist 2 Stunden gültig. Falls Sie das nicht waren, ignorieren Sie diese E-Mail.',
  resetAction: 'Passwort zurücksetzen',
  passwordChangedSubject: 'Ihr Passwort wurde geändert',
  passwordChangedBody:
    'Ihr Passwort wurde soeben geändert. Falls Sie das nicht waren, wenden Sie sich bitte umgehend an uns.',
  licenceRequestSubject: 'Neue Anfrage eines Affiliate Partners',
  licenceRequestBody: (name: string, kind: string) =>
    `${name} hat die Anerkennung als lizensierter Affiliate Partner (${kind}) beantragt. Bitte prüfen Sie die Anfrage im Backoffice.`,
} as const;
