/** Registration rules from the contract: at least 10 characters, a digit and a special character. */
export function passwordProblem(password: string): string | null {
  if (password.length < 10) return 'Password must be at least 10 characters long';
  if (password.length > 256) return 'Password must be at most 256 characters long';
  if (!/\d/.test(password)) return 'Password must contain at least one digit';
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return 'Password must contain at least one special character';
  return null;
}

// Deliberately plain: the address becomes a path segment of capture keys, so no '/', '?' or '#'.
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function emailProblem(email: string): string | null {
  if (email.length > 254 || !EMAIL.test(email)) return 'email must be a valid e-mail address';
  return null;
}
