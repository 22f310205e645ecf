/** Git's own ref-name rules (git check-ref-format), for an existing PR head branch. */
export function gitRefProblem(name: string): string | null {
  const bad = (why: string): string => `branch name ${JSON.stringify(name)} ${why}`;
  if (name.length === 0 || name.length > 255) return bad('is empty or longer than 255 characters');
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name)) return bad('has a space, control character or one of ~^:?*[\\');
  if (name.includes('..')) return bad('contains ..');
  if (name.includes('//')) return bad('contains //');
  if (name.includes('@{') || name === '@') return bad('contains @{ or is @');
  if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return bad('starts or ends with / or ends with .');
  if (name.split('/').some((c) => c.startsWith('.') || c.endsWith('.lock'))) return bad('has a component starting with . or ending with .lock');
  return null;
}
