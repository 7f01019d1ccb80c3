/** A `data-testid` for the `slotProps.input`/`htmlInput` of MUI fields, whose types do not list data attributes. */
export const testId = (id: string) => ({ 'data-testid': id }) as { 'data-testid'?: string };
