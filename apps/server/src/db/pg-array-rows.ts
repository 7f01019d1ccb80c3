// node-postgres builds, for every result's row description, an empty row object keyed by the column names
// (`_prebuiltEmptyResultObject`, for its object rows) — also for a query in array row mode, which never uses it. drizzle
// asks for arrays, and the wizard's statements return 40–110 columns: that object was 4 % of the launch's server CPU
// (brianc/node-postgres#3055, open). In array row mode only the columns and their type parsers are kept; object rows
// are left to pg's own code (docs/decisions/055).
import { createRequire } from 'node:module';
import pg from 'pg';

interface FieldDescription {
  dataTypeID: number;
  format?: 'text' | 'binary';
}
interface ResultLike {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: unknown[] | undefined;
  _types?: { getTypeParser(oid: number, format: string): unknown };
}
type AddFields = (this: ResultLike, fields: FieldDescription[]) => void;

const require = createRequire(import.meta.url);

/** Whether the array-mode shortcut is in place (pg's Result had the shape it was written for). */
export let arrayRowsShortcut = false;

/** Installs the shortcut once; a pg whose Result looks different keeps its own code. */
export function installArrayRowsShortcut(): void {
  if (arrayRowsShortcut) return;
  const Result = require('pg/lib/result.js') as {
    prototype: { addFields?: AddFields; _parseRowAsArray?: unknown };
  };
  const own = Result.prototype.addFields;
  if (typeof own !== 'function' || typeof Result.prototype._parseRowAsArray !== 'function') return;
  Result.prototype.addFields = function addFields(this: ResultLike, fields: FieldDescription[]) {
    if (!this.rowAsArray) return own.call(this, fields);
    this.fields = fields;
    if (fields.length) this._parsers = new Array(fields.length);
    const types = this._types ?? pg.types;
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      this._parsers![i] = types.getTypeParser(f.dataTypeID, f.format || 'text');
    }
  };
  arrayRowsShortcut = true;
}
