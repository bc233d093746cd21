import { domainToASCII } from 'node:url';

/** RFC 5322 atext: the characters of a dot-atom local part, ASCII only. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A hostname label (RFC 1123): letters, digits and hyphens, no hyphen first or last, 1 to 63 characters. */
const LDH_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An e-mail address as the server accepts it, or the reason it does not (docs/api.md, "E-mail addresses"):
 * - at most 254 characters, no white space, no control or format characters (Unicode Cc, Cf: a
 *   right-to-left override would make the address read differently from what it is);
 * - the local part an ASCII dot-atom of at most 64 characters: no quoted local parts and no non-ASCII ones,
 *   since delivering those needs SMTPUTF8 from every relay on the way;
 * - the domain a hostname of two labels or more: an internationalised domain is converted to its ASCII
 *   form (IDNA, `url.domainToASCII`), which is what is stored and mailed to; the result must be LDH labels
 *   with a top-level label that is not all digits, so neither `[127.0.0.1]` nor `127.0.0.1` is a domain.
 */
export function parseEmailAddress(raw: string): { address: string } | { problem: string } {
  const text = raw.trim();
  if (text.length > 254) return { problem: 'must be at most 254 characters' };
  if (/[\p{Cc}\p{Cf}\s]/u.test(text)) return { problem: 'must not contain spaces, control or format characters' };
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return { problem: 'must be an e-mail address (name@domain)' };
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local))
    return { problem: "must have a name part of at most 64 ASCII letters, digits, dots and !#$%&'*+/=?^_`{|}~-" };
  if (domain.startsWith('[')) return { problem: 'must name a domain, not an IP address' };
  const ascii = domainToASCII(domain);
  const labels = ascii.split('.');
  if (
    ascii === '' ||
    ascii.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => LDH_LABEL.test(label)) ||
    /^[0-9]+$/.test(labels[labels.length - 1])
  )
    return { problem: 'must have a domain that is a host name, like example.org' };
  return { address: `${local}@${ascii}` };
}
