/** An address as a submitter may see it: the first character of the local part and the domain (`a•••@sail.co.in`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...email.slice(0, at)][0]}•••${email.slice(at)}`;
}
