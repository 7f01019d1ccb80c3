/** Experience matrix (DECISIONS.md): 50 rows × 4 integers joined by '*', row-major. */
export const EXPERIENCE_ROWS = 50;
export const EXPERIENCE_COLS = 4;
export const INVESTMENT_FORMS = [
  'etfs',
  'govBonds',
  'fonds',
  'bonds',
  'stocks',
  'certificates',
  'aifs',
  'derivatives',
  'usufructuaries',
  'kgs',
  'cryptos',
  'loans',
] as const;

export const emptyMatrix = (): number[][] => Array.from({ length: EXPERIENCE_ROWS }, () => [0, 0, 0, 0]);

export function parseMatrix(value: string | null | undefined): number[][] {
  const nums = (value ?? '').split('*').map(Number);
  if (nums.length !== EXPERIENCE_ROWS * EXPERIENCE_COLS || nums.some((n) => !Number.isInteger(n)))
    return emptyMatrix();
  return Array.from({ length: EXPERIENCE_ROWS }, (_, r) =>
    nums.slice(r * EXPERIENCE_COLS, r * EXPERIENCE_COLS + EXPERIENCE_COLS),
  );
}

export const serializeMatrix = (m: number[][]): string => m.flat().join('*');

/** A sensible default: knowledge and longer/larger experience score; services score. */
export function defaultMatrix(): number[][] {
  const m = emptyMatrix();
  INVESTMENT_FORMS.forEach((_, i) => {
    m[i * 3] = [0, 2, 0, 0];
    m[i * 3 + 1] = [0, 1, 2, 3];
    m[i * 3 + 2] = [0, 1, 2, 3];
  });
  m[36] = [0, 1, 2, 3];
  m[37] = [0, 1, 2, 3];
  m[38] = [0, 1, 0, 0];
  m[39] = [0, 1, 0, 0];
  m[40] = [0, 1, 0, 0];
  return m;
}

export const MATRIX_ROW_LABELS: string[] = [
  ...INVESTMENT_FORMS.flatMap((f) => [`${f}: Kenntnisse`, `${f}: Dauer`, `${f}: Betrag`]),
  'Transaktionen pro Jahr',
  'Durchschnittlicher Betrag',
  'Unabhängige Dienstleistungen',
  'Anlageberatung',
  'Vermögensverwaltung',
  ...Array.from({ length: 9 }, (_, i) => `Reserviert ${i + 1}`),
];
