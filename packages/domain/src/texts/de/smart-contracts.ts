/** Smart contracts (spec 000 §3, §4, §5, §8) and the token transfer of a subscription. */
export const smartContractTexts = {
  numberOfTokensIsVolume: (volume: string) =>
    `Die Anzahl der Tokens muss dem Volumen des Produkts entsprechen (1 Token je 1 €): ${volume}.`,
  notTokenized: 'Dieses Produkt ist nicht tokenisiert.',
  productNotFinished: 'Der Smart Contract kann erst nach dem Erstellen des Produkts angelegt werden.',
  notFound: 'Für dieses Produkt gibt es keinen Smart Contract.',
  alreadyDeployed: 'Smart Contract ist bereits bereitgestellt.',
  deploymentRunning: 'Die Bereitstellung läuft bereits.',
  tokenTermsFrozen:
    'Owner-Adresse, Token-Name, Token-Symbol und Emissionsvolumen können nicht mehr geändert werden: Der Smart Contract ist bereits bereitgestellt.',
  tokenTermsRunning:
    'Owner-Adresse, Token-Name, Token-Symbol und Emissionsvolumen können während der Bereitstellung des Smart Contracts nicht geändert werden.',
  notDeployed: 'Der Smart Contract dieses Produkts ist noch nicht deployt.',
  undeployedWarning:
    'Der Smart Contract ist noch nicht deployt. Eine Zeichnung ist erst nach der Bereitstellung möglich.',
  requestSent: 'Anfrage erfolgreich versendet',
  requestSentAlt: 'Anfrage wurde verschickt',
  deployQueued: 'Die Bereitstellung wurde gestartet.',
  deployed: 'Smart Contract wurde bereitgestellt.',
  deployRequestSubject: (product: string) => `Anfrage zur Bereitstellung eines Smart Contracts: ${product}`,
  deployRequestBody: (tenant: string, product: string, token: string) =>
    `${tenant} bittet um die Bereitstellung des Smart Contracts für das Produkt „${product}“ (${token}).`,
  deployRequestMessage: (message: string) => `Nachricht: ${message}`,
  deployRequestNoMessage: 'Es wurde keine Nachricht angegeben.',
  deployedSubject: 'Ihr Smart Contract wurde bereitgestellt',
  deployedBody: (product: string, address: string) =>
    `der Smart Contract für das Produkt „${product}“ wurde bereitgestellt. Adresse des Tokens: ${address}. Das Produkt kann nun zur Zeichnung freigegeben werden.`,
  // deploy failure reasons (shown on the contract, stored as deployError)
  failReverted: 'Die Bereitstellung ist fehlgeschlagen: Die Transaktion wurde von der Blockchain abgelehnt.',
  failNoAddress: 'Die Bereitstellung ist fehlgeschlagen: Die Transaktion hat keinen Vertrag erzeugt.',
  failUnreachable: 'Die Bereitstellung ist fehlgeschlagen: Die Blockchain ist nicht erreichbar.',
  failSigning: 'Die Bereitstellung ist fehlgeschlagen: Die Transaktion konnte nicht erstellt werden.',
  failNotConfirmed:
    'Die Bereitstellung ist fehlgeschlagen: Die Transaktion wurde nicht rechtzeitig bestätigt. Ein erneuter Versuch sendet dieselbe Transaktion.',
  failDetail: (reason: string, detail: string) => `${reason} (${detail})`,
  // token transfer confirmation on a subscription
  tokensTransferred: 'Erfolg! Tokens wurden transferiert.',
  tokensNotTokenized: 'Dieses Produkt ist nicht tokenisiert.',
  tokensNotDeployed: 'Der Smart Contract dieses Produkts ist noch nicht deployt.',
  tokensNotAccepted: 'Tokens können erst nach der Annahme der Zeichnung transferiert werden.',
  tokensNotPaid: 'Tokens können erst nach dem Zahlungseingang transferiert werden.',
  tokensWithdrawalPeriod: (until: string) =>
    `Tokens können erst nach Ablauf der Widerrufsfrist des Anlegers (${until}) transferiert werden.`,
  tokensAlready:
    'Die Tokens wurden bereits transferiert. Dieser Schritt kann nicht rückgängig gemacht werden.',
  tokensNoWallet: 'Der Anleger hat keine Wallet-Adresse hinterlegt.',
  tokensTxRequired: 'Geben Sie den Hash der Token-Transaktion an.',
  tokensTxFormat: 'Der Transaktions-Hash muss aus 0x und 64 Hexadezimalzeichen bestehen.',
  tokensTxNotFound:
    'Die Transaktion wurde auf der Blockchain nicht gefunden oder ist noch nicht bestätigt. Bitte versuchen Sie es in Kürze erneut.',
  tokensWrongContract:
    'Die Transaktion überträgt keine Tokens des Smart Contracts dieses Produkts (falscher Smart Contract oder kein Token-Transfer).',
  tokensWrongRecipient: 'Die Tokens wurden nicht an die Wallet-Adresse des Anlegers übertragen.',
  tokensWrongAmount: (expected: string, actual: string) =>
    `Es wurden ${actual} Tokens übertragen, erwartet sind ${expected} Tokens.`,
  tokensTxUsed: 'Diese Transaktion wurde bereits für eine Zeichnung verwendet.',
  chainUnavailable: 'Die Blockchain ist derzeit nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
} as const;
