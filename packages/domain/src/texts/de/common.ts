/** German texts shared by every area. Every user-facing sentence lives in texts/de. */
export const commonTexts = {
  genericError: 'Etwas ist schief gelaufen. Bitte versuchen Sie es in Kürze erneut.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  forbidden: 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
  unauthorized: 'Bitte melden Sie sich an.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  badRequest: 'Die Anfrage ist ungültig.',
  validationFailed: 'Bitte überprüfen Sie Ihre Eingaben.',
  conflict: 'Die Aktion steht im Konflikt mit dem aktuellen Zustand.',
  unknownSubdomain: 'Diese Subdomain existiert nicht oder wurde noch nicht freigegeben',
  unsupportedMediaType: 'Dieses Format wird nicht unterstützt.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar.',
} as const;

/** Field rule messages of spec 000 §5 / 001 §5. */
export const fieldTexts = {
  required: 'Dieses Feld wird benötigt',
  lettersOnly: 'Darf nur aus Buchstaben bestehen',
  lettersAndDigits: 'Darf nur aus Buchstaben und Zahlen bestehen',
  invalidDate: 'Kein valides Datum',
  invalidEmail: 'Keine valide E-Mail-Adresse',
  integerOnly: 'Darf nur aus Zahlen bestehen',
  decimalOnly: 'Keine Dezimalzahl',
  numberMin: (x: number | string) => `Dieser Wert ist kleiner als das Minimum von ${x}`,
  numberMax: (x: number | string) => `Dieser Wert ist größer als das Maximum von ${x}`,
  textMin: (x: number) => `Dieser Text ist kürzer als das Minimum von ${x} Zeichen`,
  textMax: (x: number) => `Dieser Text ist länger als das Maximum von ${x} Zeichen`,
  notInFuture: 'Dieses Datum darf nicht in der Zukunft liegen',
  notInPast: 'Dieses Datum darf nicht in der Vergangenheit liegen',
  badFormat: 'Dieser Text hat nicht das korrekte Format',
  exactLength: (n: number) => `Angabe muss genau aus ${n} Zeichen bestehen`,
  adult: 'Sie müssen volljährig sein',
  invalidPassword: 'Kein valides Passwort',
  passwordsDiffer: 'Passwörter sind nicht gleich!',
} as const;

/** Upload messages (spec 001 §5 Booking, 000 §5 Documents step). */
export const fileTexts = {
  tooLarge: (bytes: number) => `Ihre Datei ist größer als ${bytes} bytes`,
  wrongExtension: (label: string, ext: string) => `${label} Datei muss mit .${ext} enden.`,
  wrongContent: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
  uploadRequired: 'Laden Sie bitte diese Datei hoch',
  notAnImage:
    'Die Datei lässt sich nicht als Bild lesen. Laden Sie bitte ein unbeschädigtes PNG- oder JPEG-Bild hoch.',
  tooManyPixels: (megapixels: number) =>
    `Das Bild ist zu groß: höchstens ${megapixels} Megapixel (zum Beispiel 8000 × 5000 Pixel). Verkleinern Sie es bitte vor dem Hochladen.`,
} as const;
