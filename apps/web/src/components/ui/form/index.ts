export type { FormCheckboxProps } from './form-checkbox.tsx';
export { FormCheckbox } from './form-checkbox.tsx';
export type { FormOption, FormSelectFieldProps } from './form-select-field.tsx';
export { FormSelectField } from './form-select-field.tsx';
export type { FormTextFieldProps } from './form-text-field.tsx';
export { FormTextField } from './form-text-field.tsx';
export type { SubmitButtonProps } from './submit-button.tsx';
export { SubmitButton } from './submit-button.tsx';
