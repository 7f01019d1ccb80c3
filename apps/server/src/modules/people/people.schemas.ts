// The path id of every detail route; other modules still import it from here (the contract's `idParams`).
export { idParams } from '@zp/domain/contract/endpoint';
export type { PersonListQuery } from '@zp/domain/people/people.contract';
