/**
 * Identification of investors (spec 000 §4: "Postident or ID card"). The built-in method is manual: the investor
 * enters the ID document data and uploads a scan (legitimation settings), the issuer or superuser checks it and
 * marks the investor identified. Third-party identification (module 15) plugs in behind this interface; no
 * provider is integrated in this code base yet (it needs a contract and credentials with a provider).
 */
export interface IdentStart {
  method: string;
  /** Where the investor continues: the legitimation settings for the manual method, the provider's URL otherwise. */
  next: 'legitimation' | 'external';
  url?: string;
}

export interface IdentProvider {
  readonly method: string;
  start(investor: { id: number; userId: number }): Promise<IdentStart>;
}

export const manualIdent: IdentProvider = {
  method: 'manual',
  async start() {
    return { method: 'manual', next: 'legitimation' };
  },
};

/** Third-party providers by module-15 configuration; only the manual method exists so far. */
export function identProviderFor(
  bookedModules: readonly number[],
  configured: IdentProvider | null,
): IdentProvider {
  return bookedModules.includes(15) && configured ? configured : manualIdent;
}
