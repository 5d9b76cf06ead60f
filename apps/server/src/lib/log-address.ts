/**
 * What the log keeps of an e-mail address: its domain only. The log is read by operators and shipped
 * to other systems; the address of a named person is theirs (issue 24, decision 126). A hash would
 * be no better: the addresses of a sector's people are easy to list and hash in turn.
 */
export function addressDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(at + 1).toLowerCase() : '(no domain)';
}
