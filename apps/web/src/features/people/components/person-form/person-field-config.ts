import {
  bankFields,
  blockchainFields,
  COUNTRIES,
  legitimationFields,
  personFields,
  SALUTATIONS,
  taxFields,
} from '@zp/domain/accounts/person.schemas';
import { personHints, personLabels, userSettingsSections } from '@zp/domain/texts/de/accounts';
import type { z } from 'zod';

/** Every editable person field with its domain rule (`userUpdateSchema` is made of these). */
export const PERSON_RULES: Record<string, z.ZodType> = {
  ...personFields,
  ...legitimationFields,
  ...bankFields,
  ...taxFields,
  ...blockchainFields,
};

export type PersonFieldName =
  | keyof typeof personFields
  | keyof typeof legitimationFields
  | keyof typeof bankFields
  | keyof typeof taxFields
  | keyof typeof blockchainFields;

export interface PersonFieldConfig {
  name: PersonFieldName;
  type?: 'text' | 'date' | 'checkbox' | 'select';
  options?: readonly string[];
  /** Grid width on wide screens (12 = full row). */
  width?: 4 | 6 | 12;
  autoComplete?: string;
  required?: boolean;
}

export const ID_DOCUMENTS = ['Personalausweis', 'Reisepass'] as const;

export type SectionKey = (typeof userSettingsSections)[number]['key'];

/** The fields of each settings section (spec 001 §2 "Settings menus", the brief's field lists). */
export const SECTION_FIELDS: Record<SectionKey, readonly PersonFieldConfig[]> = {
  general: [
    { name: 'salutation', type: 'select', options: SALUTATIONS, width: 4 },
    { name: 'title', width: 4 },
    { name: 'firstName', width: 6, autoComplete: 'given-name', required: true },
    { name: 'lastName', width: 6, autoComplete: 'family-name', required: true },
    { name: 'company', width: 6, autoComplete: 'organization' },
    { name: 'ceo', width: 6 },
    { name: 'isCompany', type: 'checkbox', width: 12 },
    { name: 'newsletter', type: 'checkbox', width: 12 },
  ],
  personal: [
    { name: 'dateOfBirth', type: 'date', width: 6, autoComplete: 'bday' },
    { name: 'nationality', width: 6 },
    { name: 'street', width: 6, autoComplete: 'address-line1' },
    { name: 'houseNumber', width: 6 },
    { name: 'zipCode', width: 4, autoComplete: 'postal-code' },
    { name: 'city', width: 4, autoComplete: 'address-level2' },
    { name: 'country', type: 'select', options: COUNTRIES, width: 4 },
    { name: 'landlineNumber', width: 6, autoComplete: 'tel' },
    { name: 'mobileNumber', width: 6, autoComplete: 'tel' },
  ],
  legitimation: [
    { name: 'idDocument', type: 'select', options: ID_DOCUMENTS, width: 6 },
    { name: 'idNumber', width: 6 },
    { name: 'idOffice', width: 12 },
    { name: 'idIssuedDate', type: 'date', width: 6 },
    { name: 'idExpiryDate', type: 'date', width: 6 },
    { name: 'idFirstName', width: 6 },
    { name: 'idLastName', width: 6 },
    { name: 'exposedPersonsOffice', width: 12 },
  ],
  bank: [
    { name: 'bankAccountOwner', width: 12 },
    { name: 'bankIban', width: 6 },
    { name: 'bankBic', width: 6 },
    { name: 'bankName', width: 6 },
    { name: 'bankDepotNumber', width: 6 },
  ],
  tax: [
    { name: 'taxNumber', width: 6 },
    { name: 'taxOffice', width: 6 },
    { name: 'incomeTaxId', width: 6 },
    { name: 'registerSeat', width: 6 },
    { name: 'registerNumber', width: 6 },
    { name: 'isSubjectToVAT', type: 'checkbox', width: 12 },
  ],
  blockchain: [{ name: 'ethAddress', width: 12 }],
};

export const labelOf = (name: PersonFieldName): string => personLabels[name];
export const hintOf = (name: PersonFieldName): string | undefined =>
  (personHints as Record<string, string>)[name];

/** The label of a section key. */
export const sectionLabel = (key: SectionKey): string =>
  userSettingsSections.find((s) => s.key === key)?.label ?? key;
