import type { OverviewPage } from '../../../components/ui/overview-table/types.ts';

/** `GET /user/:id` (spec 001 §3 User/person). */
export interface UserDto {
  id: number;
  uuid: string;
  email: string;
  role: string;
  salutation: 'Herr' | 'Frau' | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  isCompany: boolean;
  ceo: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: 'Deutschland' | 'Österreich' | 'Schweiz' | null;
  landlineNumber: string | null;
  mobileNumber: string | null;
  ethAddress: string | null;
  bankAccountOwner: string | null;
  bankIban: string | null;
  bankBic: string | null;
  bankName: string | null;
  bankDepotNumber: string | null;
  taxNumber: string | null;
  taxOffice: string | null;
  incomeTaxId: string | null;
  isSubjectToVAT: boolean;
  registerSeat: string | null;
  registerNumber: string | null;
  isIdentified: boolean;
  idFirstName: string | null;
  idLastName: string | null;
  idDocument: 'Personalausweis' | 'Reisepass' | null;
  idNumber: string | null;
  idOffice: string | null;
  idIssuedDate: string | null;
  idExpiryDate: string | null;
  exposedPersonsOffice: string | null;
  hasLoggedin: boolean;
  newsletter: boolean;
  dateJoined: string;
}

/** The user as the overview tables show it. */
export type UserSummary = Pick<
  UserDto,
  'id' | 'uuid' | 'email' | 'salutation' | 'firstName' | 'lastName' | 'company' | 'hasLoggedin' | 'dateJoined'
>;

export type BookingStatus = 'P' | 'L' | 'R';
export type SalesrepKind = 'T' | '34' | '32';

export interface SuperuserRow {
  id: number;
  user: UserSummary;
  bookingStatus: BookingStatus | null;
}
export interface SuperuserDetail {
  id: number;
  user: UserDto;
  resellerId: number | null;
  booking: { status: BookingStatus } | null;
}

export interface ResellerRow {
  id: number;
  user: UserSummary;
}
export interface ResellerDetail {
  id: number;
  user: UserDto;
  parentId: number | null;
}

export interface InvestorRow {
  id: number;
  user: UserSummary;
  isIdentified: boolean;
}
export interface InvestorDetail {
  id: number;
  user: UserDto;
  superuserId: number;
  salesrepId: number | null;
}

interface SalesrepFields {
  id: number;
  superuserId: number;
  headSalesrepId: number | null;
  kind: SalesrepKind;
  kindRequesting: '34' | '32' | null;
  isRequesting: boolean;
  isApproved: boolean;
  registrationNumber: string | null;
}
export type SalesrepRow = SalesrepFields & { user: UserSummary };
export type SalesrepDetail = SalesrepFields & { user: UserDto };

export type { OverviewPage };

/** Every people query starts with this key, so one invalidation refreshes lists and details after a change. */
export const PEOPLE_KEY = 'people';
