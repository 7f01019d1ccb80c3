// Texts of the audit trail (issue 21, decision 035 "Audit trail"): the Protokoll tab, an entity's history and the
// chain verifier's reasons.

export const auditTexts = {
  tab: 'Protokoll',
  title: 'Protokoll',
  intro:
    'Wer hat wann was geändert: jeder Eintrag ist mit dem vorigen verkettet (SHA-256), Änderungen fallen auf.',
  history: 'Verlauf',
  historyEmpty: 'Noch keine Einträge.',
  empty: 'Keine Einträge gefunden.',
  system: 'System',
  colWhen: 'Wann',
  colWho: 'Wer',
  colAction: 'Aktion',
  colEntity: 'Objekt',
  colChanges: 'Änderungen',
  filterEntity: 'Objekt',
  filterEntityId: 'Objekt-ID',
  filterActor: 'Benutzer (ID oder E-Mail)',
  filterAction: 'Aktion',
  filterFrom: 'Von',
  filterTo: 'Bis',
  filterApply: 'Filtern',
  filterReset: 'Zurücksetzen',
  noChanges: 'ohne Datenänderung',
  created: 'angelegt',
  redacted: 'geschwärzt (DSGVO)',
  verify: 'Integrität prüfen',
  verifying: 'Prüfe …',
  verifyOk: (entries: number, chains: number, ms: number) =>
    `Alle ${entries.toLocaleString('de-DE')} Einträge in ${chains} Ketten sind unverändert (${(ms / 1000).toLocaleString('de-DE')} s).`,
  verifyBroken: 'Die Kette ist beschädigt:',
  chainOf: (tenantId: number) => (tenantId === 0 ? 'Plattform' : `Anbieter ${tenantId}`),
  brokenAt: (id: number | null, lane: number, seq: number | null) =>
    id === null
      ? `Spur ${lane} nach Nr. ${(seq ?? 1) - 1}`
      : `Eintrag ${id} (Spur ${lane}, Nr. ${seq ?? '–'})`,
  badDates: 'Das Datum „Von“ liegt nach „Bis“.',

  // the verifier's reasons
  gap: (expected: number, found: number) =>
    `Lücke in der Kette: Eintrag Nr. ${expected} fehlt (gelöscht?), der nächste vorhandene ist Nr. ${found}.`,
  prevLink: 'Verkettung unterbrochen: der gespeicherte Vorgänger-Hash passt nicht zum vorigen Eintrag.',
  link: 'Kettenglied verändert: der Hash des Eintrags passt nicht zu Folge-Nr., Vorgänger und Inhalt.',
  content: 'Inhalt verändert: die Prüfsumme über den Eintrag stimmt nicht mehr.',
  redactedUnnamed:
    'Als geschwärzt markiert, aber kein späterer Schwärzungsvermerk (audit.redact) nennt den Eintrag.',
  unchained: 'Eintrag ohne Kettenwerte: am Trigger vorbei eingefügt.',
  noHead: 'Der Kettenkopf fehlt: Einträge ohne gespeichertes Kettenende.',
  end: (headSeq: number, last: number) =>
    `Ende der Kette fehlt: der Kettenkopf steht bei Nr. ${headSeq}, der letzte vorhandene Eintrag ist Nr. ${last} (Einträge am Ende gelöscht?).`,
};
