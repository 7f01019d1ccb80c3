import { fixedSecurityType, hasDepot, KINDS, type ProductKind } from '@zp/domain/products/kinds';
import { COST_FIELDS, MARKETING_FIELDS } from '@zp/domain/products/product.schemas';
import { productFieldLabels, productWebTexts as t } from '@zp/domain/texts/de/products';
import {
  type FormValues,
  isOn,
  kindOptions,
  PAYMENTS_PER_YEAR_OPTIONS,
  type ProductFieldConfig,
  type ProductSection,
  SECURITY_TYPE_OPTIONS,
} from './field-config.ts';

const kindOf = (values: FormValues, fallback: ProductKind): ProductKind => {
  const k = Number(values.kind);
  return Number.isInteger(k) && k in KINDS ? (k as ProductKind) : fallback;
};

/** Allgemeines: master data, volume and subscription amounts, installments, placement, portal, token. */
export function generalSections(kind: ProductKind): ProductSection[] {
  return [
    {
      title: t.sections.basics,
      fields: [
        { name: 'name', kind: 'text', width: 6 },
        { name: 'kind', kind: 'select', width: 6, options: kindOptions(kind) },
        {
          name: 'securityType',
          kind: 'select',
          width: 4,
          options: SECURITY_TYPE_OPTIONS,
          lockedIf: (v) => fixedSecurityType(kindOf(v, kind)) !== null,
        },
        { name: 'wkn', kind: 'text', width: 4 },
        { name: 'country', kind: 'text', width: 4 },
        { name: 'link', kind: 'text', width: 12 },
        { name: 'description', kind: 'multiline', width: 12, rows: 3 },
      ],
    },
    {
      title: t.sections.volume,
      fields: [
        { name: 'volume', kind: 'money', width: 4 },
        { name: 'minInvestment', kind: 'money', width: 4 },
        { name: 'volumeInterval', kind: 'number', width: 4 },
        { name: 'with100kProcess', kind: 'checkbox', width: 12 },
      ],
    },
    {
      title: t.sections.installments,
      fields: [
        { name: 'withInstallments', kind: 'checkbox', width: 12 },
        ...(
          [
            { name: 'minMonthlyInstallment', kind: 'money', width: 4 },
            { name: 'maxMonthlyInstallment', kind: 'money', width: 4 },
            { name: 'monthlyVolumeInterval', kind: 'number', width: 4 },
            { name: 'minVolumeWithInstallments', kind: 'money', width: 6 },
            { name: 'installmentEndDate', kind: 'date', width: 6 },
            { name: 'withFirstPayment', kind: 'checkbox', width: 12 },
          ] as const
        ).map((f) => ({ ...f, showIf: isOn('withInstallments') })),
        ...(
          [
            { name: 'minFirstPayment', kind: 'money', width: 6 },
            { name: 'maxFirstPayment', kind: 'money', width: 6 },
          ] as const
        ).map((f) => ({
          ...f,
          showIf: (v: FormValues) => v.withInstallments === true && v.withFirstPayment === true,
        })),
      ],
    },
    {
      title: t.sections.placement,
      fields: [
        { name: 'withPrivatePlacement', kind: 'checkbox', width: 12 },
        {
          name: 'withPrivatePlacementGermany',
          kind: 'checkbox',
          width: 6,
          showIf: isOn('withPrivatePlacement'),
        },
        {
          name: 'withPrivatePlacementAustria',
          kind: 'checkbox',
          width: 6,
          showIf: isOn('withPrivatePlacement'),
        },
        { name: 'with149Process', kind: 'checkbox', width: 12 },
        { name: 'numberOfInvestorsGermany', kind: 'number', width: 6 },
        { name: 'numberOfInvestorsAustria', kind: 'number', width: 6 },
      ],
    },
    {
      title: t.sections.portal,
      fields: [
        { name: 'isShown', kind: 'checkbox', width: 6 },
        { name: 'showAsFirst', kind: 'checkbox', width: 6 },
      ],
    },
    {
      title: t.sections.token,
      fields: (
        [
          { name: 'tokenName', kind: 'text', width: 4 },
          { name: 'symbol', kind: 'text', width: 4 },
          { name: 'owner', kind: 'text', width: 4 },
        ] as const
      ).map((f) => ({ ...f, showIf: (v: FormValues) => KINDS[kindOf(v, kind)].tokenized })),
    },
  ];
}

/** Optionales (superuser, issuer): switches of the subscription process, legal notice, suitability points. */
export function optionalSections(kind: ProductKind): ProductSection[] {
  const process: ProductFieldConfig[] = [
    ...(hasDepot(kind) ? [{ name: 'withDepot', kind: 'checkbox', width: 6 } as const] : []),
    { name: 'withExposedPerson', kind: 'checkbox', width: 6 },
    { name: 'withSelfDisclosure', kind: 'checkbox', width: 6 },
    { name: 'withVibSelfDisclosure', kind: 'checkbox', width: 6 },
    { name: 'withThesaurierung', kind: 'checkbox', width: 6 },
    { name: 'withZeichnungSummary', kind: 'checkbox', width: 6 },
    { name: 'withTerminationRight', kind: 'checkbox', width: 6 },
    { name: 'hasToBeIdentfied', kind: 'checkbox', width: 6 },
    { name: 'notInUSA', kind: 'checkbox', width: 6 },
  ];
  return [
    { title: t.sections.process, fields: process },
    {
      fields: [
        { name: 'experienceThreshold', kind: 'number', width: 6 },
        { name: 'experienceJobOrAcademicTitle', kind: 'number', width: 6 },
        { name: 'legalNotice', kind: 'multiline', width: 12, rows: 4 },
      ],
    },
  ];
}

/** Kosten: interest, agio, profit sharing and the one-off and running cost percentages. */
export function costSections(): ProductSection[] {
  const cost = (name: string): ProductFieldConfig => ({ name, kind: 'number', width: 4 });
  return [
    {
      title: t.sections.interest,
      fields: [
        { name: 'withInterest', kind: 'checkbox', width: 12 },
        { name: 'interest', kind: 'number', width: 6, showIf: isOn('withInterest') },
        {
          name: 'paymentsPerYear',
          kind: 'select',
          width: 6,
          options: PAYMENTS_PER_YEAR_OPTIONS,
          showIf: isOn('withInterest'),
        },
        { name: 'withAccruedInterest', kind: 'checkbox', width: 12 },
        { name: 'withAgio', kind: 'checkbox', width: 12 },
        { name: 'agio', kind: 'number', width: 6, showIf: isOn('withAgio') },
      ],
    },
    {
      title: t.sections.profit,
      fields: [
        { name: 'withProfitSharing', kind: 'checkbox', width: 12 },
        { name: 'profitSharingPercentage', kind: 'number', width: 6, showIf: isOn('withProfitSharing') },
        { name: 'isProjectDivident', kind: 'checkbox', width: 12 },
        { name: 'forcastedProjectInterest', kind: 'number', width: 6 },
        { name: 'realizedProjectInterest', kind: 'number', width: 6 },
      ],
    },
    { title: t.sections.oneOffCosts, fields: COST_FIELDS.filter((f) => !f.endsWith('Running')).map(cost) },
    { title: t.sections.runningCosts, fields: COST_FIELDS.filter((f) => f.endsWith('Running')).map(cost) },
  ];
}

/** Termine (not for cooperative kinds). */
export function dateSections(): ProductSection[] {
  return [
    {
      fields: [
        { name: 'contractStart', kind: 'date', width: 6 },
        { name: 'contractEnd', kind: 'date', width: 6 },
        { name: 'initialDistribution', kind: 'date', width: 6 },
        { name: 'duration', kind: 'date', width: 6 },
        { name: 'paybackDate', kind: 'date', width: 6 },
      ],
    },
  ];
}

/** Werbewirksames Frontend: the promotional texts and the ten questions with answers. */
export function marketingSections(): ProductSection[] {
  const texts = MARKETING_FIELDS.filter((f) => f !== 'legalNotice');
  const faq: ProductFieldConfig[] = [];
  for (let n = 1; n <= 10; n += 1) {
    faq.push({ name: `q${n}`, kind: 'text', width: 12, label: productFieldLabels.question(n) });
    faq.push({ name: `a${n}`, kind: 'multiline', width: 12, rows: 2, label: productFieldLabels.answer(n) });
  }
  return [
    {
      title: t.sections.texts,
      fields: texts.map((name) => ({ name, kind: 'multiline', width: 12, rows: name === 'welcome' ? 3 : 4 })),
    },
    { title: t.sections.faq, fields: faq },
  ];
}

/** Anlage Marktplatz (module 14). */
export function marketplaceSections(): ProductSection[] {
  return [
    {
      fields: [
        { name: 'isShownOnMarketplace', kind: 'checkbox', width: 12 },
        { name: 'marketplaceDescription', kind: 'multiline', width: 12, rows: 5 },
      ],
    },
  ];
}
