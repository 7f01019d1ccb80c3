/** Password rule of DECISIONS.md: ≥ 9 characters, lower, upper, digit and one of ? ! @ # - $ % ^ & *. */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_SPECIALS = '?!@#-$%^&*';

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= 128 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    [...value].some((c) => PASSWORD_SPECIALS.includes(c))
  );
}
