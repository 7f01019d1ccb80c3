import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { type FocusEvent, useState } from 'react';
import { formatAmount, parseGermanNumber } from '../../lib/format.ts';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** Euros (at most 2 decimals) or null when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const display = (value: number | null | undefined) => (value == null ? '' : formatAmount(value));

/**
 * A euro amount in German notation: typed freely ("1234,5"), shown formatted on blur ("1.234,50 €").
 * Works as a react-hook-form Controller field (value, onChange, onBlur, name, inputRef).
 */
export function MoneyField({
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  helperText,
  slotProps,
  ...rest
}: MoneyFieldProps) {
  const [draft, setDraft] = useState<string | null>(null); // the text while the field has focus
  const [invalid, setInvalid] = useState(false);

  const focus = (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = e.target;
    // Focus by Tab selects the whole value; keep it selected once the raw number replaces the formatted one.
    const wasAllSelected =
      input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
    setDraft((current) => current ?? (value == null ? '' : String(value).replace('.', ',')));
    if (wasAllSelected) requestAnimationFrame(() => input.select());
    onFocus?.(e);
  };

  const blur = (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = draft ?? '';
    const parsed = parseGermanNumber(text);
    const isInvalid = text.trim() !== '' && parsed === null;
    setInvalid(isInvalid);
    if (!isInvalid) {
      onChange(parsed === null ? null : round2(parsed));
      setDraft(null);
    }
    onBlur?.(e);
  };

  return (
    <TextField
      {...rest}
      value={draft ?? display(value)}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={focus}
      onBlur={blur}
      error={invalid || error}
      helperText={invalid ? fieldTexts.decimalOnly : helperText}
      slotProps={{
        ...slotProps,
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
