import Grid from '@mui/material/Grid';
import { COUNTRIES, personFields, SALUTATIONS, salutationField } from '@zp/domain/accounts/person.schemas';
import { paymentAccountErrors, paymentAccountFields } from '@zp/domain/payments/account';
import { personLabels } from '@zp/domain/texts/de/accounts';
import { paymentTexts } from '@zp/domain/texts/de/payments';
import { requiredText } from '@zp/domain/validation/fields';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import type { Issuer, IssuerUser } from '../../../api/issuers.ts';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox.tsx';
import { FormSelectField } from '../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';

type FieldName =
  | 'salutation'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'ceo'
  | 'isCompany'
  | 'street'
  | 'houseNumber'
  | 'zipCode'
  | 'city'
  | 'country'
  | PaymentFieldName;

type PaymentFieldName = 'paymentAccountHolder' | 'paymentIban' | 'paymentBic' | 'paymentBankName';

const PAYMENT_LABELS: Record<PaymentFieldName, string> = {
  paymentAccountHolder: paymentTexts.accountHolder,
  paymentIban: paymentTexts.iban,
  paymentBic: paymentTexts.bic,
  paymentBankName: paymentTexts.bankName,
};
const labelOf = (name: FieldName): string =>
  name in PAYMENT_LABELS
    ? PAYMENT_LABELS[name as PaymentFieldName]
    : personLabels[name as keyof typeof personLabels];

interface FieldConfig {
  name: FieldName;
  width: 3 | 4 | 6 | 8 | 12;
  type?: 'select' | 'checkbox';
  options?: readonly string[];
  required?: boolean;
  autoComplete?: string;
}

export const PERSON_FIELDS: readonly FieldConfig[] = [
  { name: 'salutation', width: 4, type: 'select', options: SALUTATIONS, required: true },
  { name: 'title', width: 4 },
  { name: 'firstName', width: 6, required: true, autoComplete: 'off' },
  { name: 'lastName', width: 6, required: true, autoComplete: 'off' },
  { name: 'company', width: 6, required: true, autoComplete: 'off' },
  { name: 'ceo', width: 6 },
  { name: 'isCompany', width: 12, type: 'checkbox' },
];

export const ADDRESS_FIELDS: readonly FieldConfig[] = [
  { name: 'street', width: 8 },
  { name: 'houseNumber', width: 4 },
  { name: 'zipCode', width: 4 },
  { name: 'city', width: 4 },
  { name: 'country', width: 4, type: 'select', options: COUNTRIES },
];

export const ISSUER_USER_FIELDS: readonly FieldName[] = [...PERSON_FIELDS, ...ADDRESS_FIELDS].map(
  (f) => f.name,
);

/** The receiving account of the investors' payments (issue 16): the default of the issuer's products. */
export const PAYMENT_FIELDS: readonly FieldConfig[] = [
  { name: 'paymentAccountHolder', width: 6, autoComplete: 'off' },
  { name: 'paymentBankName', width: 6, autoComplete: 'off' },
  { name: 'paymentIban', width: 6, autoComplete: 'off' },
  { name: 'paymentBic', width: 6, autoComplete: 'off' },
];
export const ISSUER_PAYMENT_FIELDS: readonly PaymentFieldName[] = [
  'paymentAccountHolder',
  'paymentIban',
  'paymentBic',
  'paymentBankName',
];

/** The account's field rules (ibantools) and "all or nothing", with the domain's German messages. */
export const withPaymentAccount = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, ...paymentAccountFields }).superRefine((v, ctx) => {
    const errors = paymentAccountErrors(v as Record<string, unknown>);
    for (const [path, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export function paymentValuesOf(issuer: Issuer): Record<PaymentFieldName, string> {
  return {
    paymentAccountHolder: issuer.paymentAccountHolder ?? '',
    paymentIban: issuer.paymentIban ?? '',
    paymentBic: issuer.paymentBic ?? '',
    paymentBankName: issuer.paymentBankName ?? '',
  };
}

/** The issuer's user fields with the domain's person rules; name and company are required for an issuer. */
export const issuerUserShape = {
  salutation: salutationField,
  title: personFields.title,
  firstName: requiredText(2, 30),
  lastName: requiredText(2, 30),
  company: requiredText(2, 30),
  ceo: personFields.ceo,
  isCompany: z.boolean(),
  street: personFields.street,
  houseNumber: personFields.houseNumber,
  zipCode: personFields.zipCode,
  city: personFields.city,
  country: personFields.country,
};

export type IssuerUserValues = Record<FieldName, string | boolean>;

export function emptyUserValues(): IssuerUserValues {
  const values = {} as IssuerUserValues;
  for (const name of ISSUER_USER_FIELDS) values[name] = name === 'isCompany' ? false : '';
  for (const name of ISSUER_PAYMENT_FIELDS) values[name] = '';
  return values;
}

export function userValuesOf(user: IssuerUser): IssuerUserValues {
  const values = emptyUserValues();
  for (const name of ISSUER_USER_FIELDS) {
    const value = user[name as keyof IssuerUser];
    values[name] = name === 'isCompany' ? value === true : typeof value === 'string' ? value : '';
  }
  return values;
}

interface Props<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  fields: readonly FieldConfig[];
  disabled?: boolean;
}

/** A grid of issuer user fields bound to a react-hook-form form. */
export function IssuerFieldGrid<T extends FieldValues>({ control, fields, disabled }: Props<T>) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, md: field.width }}>
          {field.type === 'checkbox' ? (
            <FormCheckbox
              control={control}
              name={field.name as Path<T>}
              label={labelOf(field.name)}
              disabled={disabled}
              testId={`issuer-${field.name}`}
            />
          ) : field.type === 'select' ? (
            <FormSelectField
              control={control}
              name={field.name as Path<T>}
              label={labelOf(field.name)}
              options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
              required={field.required}
              disabled={disabled}
              testId={`issuer-${field.name}`}
            />
          ) : (
            <FormTextField
              control={control}
              name={field.name as Path<T>}
              label={labelOf(field.name)}
              required={field.required}
              disabled={disabled}
              autoComplete={field.autoComplete}
              testId={`issuer-${field.name}`}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
