import type { ProductDocumentType } from '@zp/domain/products/documents';
import type { ProductKind, SubscriptionStep } from '@zp/domain/products/kinds';
import type { ExperienceAnswers } from '@zp/domain/subscriptions/suitability';

/** O = abgebrochen/unfertig, F = in Annahme, A = angenommen (spec 000 §3, contract-subscriptions.md). */
export type ZeichnungStatus = 'O' | 'F' | 'A';

/** The product terms a subscription carries (euros, ISO dates). */
export interface ZeichnungProduct {
  kind: ProductKind;
  minInvestment: number | null;
  volumeInterval: number | null;
  withInstallments: boolean;
  minMonthlyInstallment: number | null;
  maxMonthlyInstallment: number | null;
  minVolumeWithInstallments: number | null;
  maxFirstPayment: number | null;
  installmentEndDate: string | null;
  withInterest: boolean;
  withAgio: boolean;
  agio: number | null;
  withAccruedInterest: boolean;
  interest: number | null;
  paymentsPerYear: number | null;
  withSelfDisclosure: boolean;
  withExposedPerson: boolean;
  withDepot: boolean;
  withVibSelfDisclosure: boolean;
  withPrivatePlacement: boolean;
  withThesaurierung?: boolean;
  notInUSA: boolean;
  isTokenized: boolean;
  hasToBeIdentfied: boolean;
  remainingVolume: number | null;
  experienceMatrix: string | null;
  experienceThreshold: number | null;
  experienceJobOrAcademicTitle: number | null;
  /** Links of the product documents (GET /product/{id} has them; a subscription's terms may not). */
  documents?: Partial<Record<ProductDocumentType, string | null>>;
  name?: string | null;
  kindLabel?: string | null;
}

/** What the investor answers in the wizard (stored in `data`). */
export interface ZeichnungData {
  agbAccepted: boolean;
  dataPrivacyAccepted: boolean;
  notLivingInUsaAccepted: boolean;
  liveInGermanyAccepted: boolean;
  connectionContractAccepted: boolean;
  kwgAccepted: boolean;
  investOnOwnAccepted: boolean;
  enoughMoneyToInvestCashAccepted: boolean;
  enoughMoneyToInvestMonthlyAccepted: boolean;
  withThesaurierung: boolean;
  selfDisclosureAssets: boolean;
  selfDisclosureIncome: boolean;
  vibConfirmationAccepted: boolean;
  vibName: string | null;
  vibBirthDate: string | null;
  vibAddress: string | null;
  vibEmail: string | null;
  vibIdDocument: string | null;
  vibIdNumber: string | null;
  vibIdOffice: string | null;
  vibConfirmationDate: string | null;
  vibConfirmationCity: string | null;
  isExposed: boolean | null;
  exposedPersonsOffice: string | null;
  experience: ExperienceAnswers | null;
  iDoNotWantTo: boolean;
  iAmSure: boolean;
  receipt1: boolean;
  receipt2: boolean;
  receipt3: boolean;
}

/** `GET /zeichnung/{id}` and the rows of `GET /zeichnung/`. */
export interface Zeichnung {
  id: number;
  uuid: string;
  status: ZeichnungStatus;
  productId: number;
  productName: string | null;
  productKind: ProductKind;
  investorId: number | null;
  investorName: string | null;
  investorEmail: string | null;
  salesrepId: number | null;
  superuserId: number | null;
  volume: number | null;
  shares: number | null;
  monthlyInstallment: number | null;
  transferDate: string | null;
  accruedInterest: number | null;
  agio: number | null;
  installmentTotal: number | null;
  totalAmount: number | null;
  isPaid: boolean;
  transferAcceptor: string | null;
  transferAcceptedAt: string | null;
  tokensTransfered: boolean;
  tokensAcceptor: string | null;
  tokensAcceptedAt: string | null;
  /** The confirmed transfer transaction (when the server reports it). */
  tokensTxHash?: string | null;
  /** The product's token (when the server reports it; investors cannot read /smartcontract/…). */
  smartContract?: { status: 'C' | 'D'; ethAddress: string | null; symbol: string } | null;
  commissionApproved: boolean;
  commissionPaid: boolean;
  acceptor: string | null;
  acceptedAt: string | null;
  isExternal: boolean;
  externalId: string | null;
  activeStep: number;
  steps: SubscriptionStep[];
  data: Partial<ZeichnungData> | null;
  zeichnungsscheinUrl: string | null;
  dateOfCreation: string;
  product: ZeichnungProduct | null;
}

/** The investor's user as `GET /investor/{id}` answers it (only what the subscription screens use). */
export interface InvestorUser {
  id: number;
  email: string;
  salutation: 'Herr' | 'Frau' | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  landlineNumber: string | null;
  mobileNumber: string | null;
  ethAddress: string | null;
  bankAccountOwner: string | null;
  bankIban: string | null;
  bankBic: string | null;
  bankName: string | null;
  bankDepotNumber: string | null;
  isIdentified: boolean;
  idDocument: string | null;
  idNumber: string | null;
  idOffice: string | null;
}

export interface Investor {
  id: number;
  user: InvestorUser;
  superuserId: number;
  salesrepId: number | null;
  isIdentified?: boolean;
}

/** A product as `GET /product/{id}` answers it, as far as the demo wizard and the Produkt tab need it. */
export interface SubscriptionProduct extends Omit<ZeichnungProduct, 'remainingVolume' | 'name'> {
  id: number;
  name: string | null;
  kindLabel: string;
  status: 'O' | 'F';
  isZeichnable: boolean;
  issuerName: string | null;
  volume: number | null;
  investedVolume: number | null;
  description: string | null;
  [field: string]: unknown;
}

/** Every subscription query starts with this key: one invalidation refreshes list and details. */
export const ZEICHNUNG_KEY = 'zeichnungen';
